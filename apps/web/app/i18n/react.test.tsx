import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useTranslation } from './react.tsx';
import { I18n, type Texts } from './translator.ts';

function Title() {
  const { t } = useTranslation('recipes');
  return <h1>{t('title', { count: 2 })}</h1>;
}

function deferred() {
  const waiting: Array<() => void> = [];
  const load = (language: string): Promise<Texts> =>
    new Promise((resolve) => waiting.push(() => resolve({ title_other: `${language}: {{count}} recipes` })));
  return { load, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('useTranslation', () => {
  it('suspends until a namespace the page lacks arrives, then renders its text', async () => {
    const { load, release } = deferred();
    const i18n = new I18n({ language: 'en', resources: { en: { common: {} } }, load });
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Title />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'en: 2 recipes' })).toBeTruthy();
  });

  it('re-renders in the new language after changeLanguage, and records the namespaces used', async () => {
    const i18n = new I18n({
      language: 'en',
      resources: {
        en: { recipes: { title_other: '{{count}} recipes' } },
        de: { recipes: { title_other: '{{count}} Rezepte' } },
      },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: '2 recipes' })).toBeTruthy();
    expect(i18n.usedNamespaces()).toEqual(['recipes']);
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('heading', { name: '2 Rezepte' })).toBeTruthy();
  });
});
