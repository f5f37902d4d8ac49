import type { Page } from '@playwright/test';
import type { Language, Recipe, ShoppingList } from '@recipes/contracts';
import { createRecipeViaApi, expect, registerMember, test, useLanguage, type Member } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const pathOf = (recipe: Recipe) => `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;

interface Case {
  language: Language;
  first: string[];
  second: string[];
  /** Lines the list shows after both recipes: merged mass, the volume apart. */
  merged: string;
  apart: string;
  aisle: string;
  add: string;
  own: string;
  ownShown: string;
  addOwnLabel: string;
  addButton: string;
  pending: RegExp;
}

const cases: Case[] = [
  {
    language: 'en',
    first: ['200 g cheese', '1 onion'],
    second: ['300 g cheese', '1 cup cheese'],
    merged: '500 g cheese',
    apart: '235 ml cheese',
    aisle: 'Dairy & eggs',
    add: 'Add to shopping list',
    own: '2 l milk',
    ownShown: '2 l milk',
    addOwnLabel: 'Add an item',
    addButton: 'Add',
    pending: /will be sent when you are online/,
  },
  {
    language: 'de',
    first: ['200 g Käse', '1 Zwiebel'],
    second: ['300 g Käse', '1 Tasse Käse'],
    merged: '500 g Käse',
    apart: '235 ml Käse',
    aisle: 'Milchprodukte & Eier',
    add: 'Auf die Einkaufsliste',
    own: '2 l Milch',
    ownShown: '2 l Milch',
    addOwnLabel: 'Eintrag hinzufügen',
    addButton: 'Hinzufügen',
    pending: /gesendet, sobald du online bist/,
  },
  {
    language: 'vi',
    first: ['200 g phô mai', '1 củ hành tây'],
    second: ['300 g phô mai', '1 muỗng canh phô mai'],
    merged: '500 g phô mai',
    apart: '1 muỗng canh phô mai',
    aisle: 'Sữa & trứng',
    add: 'Thêm vào danh sách đi chợ',
    own: '2 l sữa tươi',
    ownShown: '2 lít sữa tươi',
    addOwnLabel: 'Thêm một món',
    addButton: 'Thêm',
    pending: /sẽ được gửi khi bạn có mạng/,
  },
];

async function serverList(page: Page, member: Member): Promise<ShoppingList> {
  const response = await page.request.get('/api/v1/shopping-list', {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  return (await response.json()) as ShoppingList;
}

for (const c of cases) {
  test.describe(`shopping list in ${c.language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await useLanguage(context, baseURL!, c.language);
    });

    test('adds two recipes, merging the same ingredient and unit, grouped by aisle; check and clear', async ({
      signedInPage: page,
      member,
      request,
    }) => {
      const owner = await registerMember(request);
      const first = await createRecipeViaApi(request, owner, { recipeIngredients: c.first, recipeYield: '4' });
      const second = await createRecipeViaApi(request, owner, { recipeIngredients: c.second, recipeYield: '4' });
      for (const recipe of [first, second]) {
        await page.goto(`${pathOf(recipe)}?units=metric`);
        await page.getByRole('button', { name: c.add }).click();
        await expect(page.getByRole('link', { name: /shopping|Einkaufsliste|danh sách/i }).last()).toBeVisible();
      }
      await expect.poll(async () => (await serverList(page, member)).items.length).toBe(3);

      await page.goto('/shopping-list');
      const dairy = page.getByRole('region', { name: c.aisle });
      await expect(dairy).toContainText(c.merged);
      await expect(dairy).toContainText(c.apart);
      await expect(page.locator('li', { hasText: c.merged })).toHaveCount(1);

      await page.locator('li', { hasText: c.merged }).getByRole('checkbox').check();
      await expect
        .poll(async () => (await serverList(page, member)).items.filter((item) => item.checked).length)
        .toBe(1);
      await page.getByRole('button', { name: /Clear|Abgehakte|Xoá các mục/ }).click();
      await expect(page.locator('li', { hasText: c.merged })).toHaveCount(0);
      await expect.poll(async () => (await serverList(page, member)).items.length).toBe(2);
    });

    test('adds an item offline, keeps it on the device, and sends it when back online', async ({
      signedInPage: page,
      member,
      context,
    }) => {
      await page.goto('/shopping-list');
      await context.setOffline(true);
      await page.getByLabel(c.addOwnLabel).fill(c.own);
      await page.getByRole('button', { name: c.addButton, exact: true }).click();
      await expect(page.getByRole('listitem').filter({ hasText: c.ownShown })).toBeVisible();
      await expect(page.getByTestId('pending')).toHaveText(c.pending);
      expect((await serverList(page, member)).items).toEqual([]);

      await context.setOffline(false);
      await expect(page.getByTestId('pending')).toBeHidden();
      await expect
        .poll(async () => (await serverList(page, member)).items.map((item) => item.quantity))
        .toEqual([2000]);
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: c.ownShown })).toBeVisible();
    });
  });
}

test('a visitor’s list stays in the browser and is offered to keep after signing in', async ({ page, request }) => {
  const owner = await registerMember(request);
  const recipe = await createRecipeViaApi(request, owner, { recipeIngredients: ['200 g cheese'], recipeYield: '4' });
  await page.goto(`${pathOf(recipe)}?units=metric`);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  // The list's code loads on that click; leaving before it has written the list would lose it.
  await expect(page.getByRole('link', { name: 'Open shopping list' })).toBeVisible();
  await page.goto('/shopping-list');
  await expect(page.getByText('200 g cheese')).toBeVisible();
  await expect(page.getByText(/kept in this browser/)).toBeVisible();

  const member = await registerMember(request);
  await page.evaluate((auth) => window.localStorage.setItem('currentUser', auth), JSON.stringify(member.auth));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keep the list from this device?' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to my list' }).click();
  await expect.poll(async () => (await serverList(page, member)).items.map((item) => item.id)).toEqual(['cheese|g']);
});
