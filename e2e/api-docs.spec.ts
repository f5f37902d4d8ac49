import { expect, test } from '@playwright/test';

/**
 * /api/docs on a phone: nothing wider than the screen, and any region that still scrolls
 * sideways can be reached and scrolled with the keyboard (focusable, with a name).
 */
for (const width of [320, 390]) {
  test(`the API docs fit a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/api/docs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const layout = await page.evaluate(() => {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .filter((el) => !el.closest('[data-scroll-region]'))
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
      const scrolling = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          const overflow = getComputedStyle(el).overflowX;
          return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth;
        })
        .map((el) => ({
          what: `${el.tagName}.${el.className}`,
          tabIndex: el.tabIndex,
          name: el.getAttribute('aria-label') ?? el.getAttribute('aria-labelledby'),
        }));
      return { scrollWidth: document.documentElement.scrollWidth, wide, scrolling };
    });
    expect(layout.wide).toEqual([]);
    expect(layout.scrollWidth).toBeLessThanOrEqual(width);
    for (const region of layout.scrolling) {
      expect(region.tabIndex, region.what).toBe(0);
      expect(region.name, region.what).toBeTruthy();
    }
  });
}
