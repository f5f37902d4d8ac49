import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Language } from '@recipes/contracts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { allResources } from '../../i18n/resources.server.ts';
import { apiDocsData } from './api-docs-data.ts';
import { ApiDocsView } from './ApiDocsView.tsx';

/** The server's document speaks English; one operation it has, one it does not (yet) translate. */
const document = {
  openapi: '3.1.0',
  info: { title: 'Recipe Site API', version: '1.0.0', description: 'Rate limit: 1000 requests per hour per IP.' },
  paths: {
    '/api/v1/recipes/{id}': {
      get: {
        tags: ['recipes'],
        summary: 'One recipe',
        description: 'An inactive recipe is visible to its owner only; for anyone else it is a 404.',
        responses: { '200': { description: 'The recipe' } },
      },
    },
    '/api/v1/kitchen/new': {
      get: { tags: ['kitchen'], summary: 'Something new', responses: { '200': { description: 'It' } } },
    },
  },
};

function renderIn(language: Language) {
  const i18n = createI18n(language, allResources);
  render(
    <I18nProvider i18n={i18n}>
      <ApiDocsView data={apiDocsData(document, 'https://recipes.example')} />
    </I18nProvider>,
  );
  return screen.getAllByTestId('api-endpoint');
}

describe('the API docs page', () => {
  it.each([
    ['de', 'Ein Rezept', 'Ein inaktives Rezept sieht nur sein Besitzer', 'Küche'],
    ['vi', 'Một công thức', 'Công thức không hoạt động chỉ chủ sở hữu xem được', 'Bếp'],
  ] as const)('shows what an operation does in %s', (language, summary, description, group) => {
    const [recipe] = renderIn(language);
    expect(within(recipe!).getByText(summary)).toBeTruthy();
    expect(recipe!.textContent).toContain(description);
    expect(recipe!.textContent).not.toContain('One recipe');
    expect(recipe!.textContent).not.toContain('An inactive recipe');
    expect(screen.getByRole('heading', { level: 3, name: group })).toBeTruthy();
  });

  it('shows the English of the document in English', () => {
    const [recipe] = renderIn('en');
    expect(within(recipe!).getByText('One recipe')).toBeTruthy();
  });

  it('keeps the English of an operation without translations', () => {
    const [, unknown] = renderIn('de');
    expect(within(unknown!).getByText('Something new')).toBeTruthy();
  });
});
