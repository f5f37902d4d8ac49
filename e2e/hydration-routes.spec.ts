import { readFileSync } from 'node:fs';
import { createRecipeViaApi, expect, test, type Member } from './fixtures.ts';

// Every page route of apps/web/app/routes.ts, in the production build: the server renders with
// React, the browser hydrates with Preact (decisions 0048, 0052). A route added there without a
// path here fails the first test.
const routesFile = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
const routePaths = [...routesFile.matchAll(/\b(index|route)\((?:'([^']*)')?/g)].map(([, kind, path]) =>
  kind === 'index' ? '/' : `/${path}`,
);
const notPages = new Set(['/sitemap.xml', '/robots.txt']);
/** What apps/web/app/lib/hydration-pass.ts dispatches once the document has hydrated. */
const documentHydratedEvent = 'recipes:document-hydrated';

interface Fixture {
  member: Member;
  recipe: { id: number; name: string };
}

/** A concrete address for each route pattern. */
function addressOf(pattern: string, { member, recipe }: Fixture): string {
  const slug = recipe.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const values: Record<string, string> = {
    ':id': String(pattern.startsWith('/members') ? member.id : recipe.id),
    ':slug': slug,
    ':keywords': 'soup',
    ':list': 'followers',
    ':outcome': 'email-confirmed',
  };
  if (pattern === '/*') return '/no-such-page';
  return pattern.replace(/:\w+/g, (param) => values[param] ?? param);
}

const fixtureShape: Fixture = { member: { id: 1 } as Member, recipe: { id: 1, name: 'x' } };

test('every route of routes.ts has an address here', () => {
  expect(routePaths.length).toBeGreaterThan(30);
  for (const pattern of routePaths) expect(addressOf(pattern, fixtureShape)).not.toMatch(/:/);
});

for (const pattern of routePaths.filter((path) => !notPages.has(path))) {
  test(`hydrates ${pattern} for a visitor and for its member without errors or replaced elements`, async ({
    page,
    request,
    member,
  }) => {
    const recipe = await createRecipeViaApi(request, member);
    const address = addressOf(pattern, { member, recipe });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (!['error', 'warning'].includes(message.type())) return;
      // A 404 page's own status, or a member page asked of a visitor: expected resource errors.
      if (message.text().startsWith('Failed to load resource')) return;
      // The test blocks service workers (playwright.config.ts).
      if (message.text().startsWith('Service Worker registration blocked')) return;
      // A callback address without the provider's answer, as this test opens it.
      if (pattern === '/auth/callback' && message.text().startsWith('Social login failed')) return;
      errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Preact logs no mismatch: it replaces an element whose type differs from the server's. So
    // the server's elements are noted before any script runs, and any of them removed until the
    // document has hydrated (the pass and its later parts, before browser-only state catches up)
    // is a mismatch; the server's scripts are not rendered again.
    await page.addInitScript((hydratedEvent) => {
      const fromServer = new WeakSet<Node>();
      const replaced: string[] = [];
      (window as unknown as { replaced: string[] }).replaced = replaced;
      const note = (records: MutationRecord[]) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (fromServer.has(node) && node.nodeName !== 'SCRIPT') {
              const element = node as Element;
              replaced.push(`<${element.localName} class="${element.getAttribute('class') ?? ''}">`);
            }
          }
        }
      };
      const observer = new MutationObserver(note);
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of document.body.querySelectorAll('*')) fromServer.add(element);
        observer.observe(document.body, { childList: true, subtree: true });
      });
      document.addEventListener(hydratedEvent, () => {
        note(observer.takeRecords());
        observer.disconnect();
      });
    }, documentHydratedEvent);

    for (const who of ['visitor', 'member'] as const) {
      if (who === 'member') {
        await page.evaluate((auth) => localStorage.setItem('currentUser', auth), JSON.stringify(member.auth));
      }
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced), who).toEqual([]);
      expect(errors, who).toEqual([]);
    }
  });
}
