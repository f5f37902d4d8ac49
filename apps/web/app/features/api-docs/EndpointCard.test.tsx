import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import de from '../../i18n/locales/de/pages.json';
import en from '../../i18n/locales/en/pages.json';
import vi from '../../i18n/locales/vi/pages.json';
import { EndpointCard } from './EndpointCard.tsx';
import type { ApiEndpoint } from './openapi-model.ts';

/** The document's texts are English; what the page says about statuses follows the page language. */
const endpoint: ApiEndpoint = {
  id: 'get-api-v1-recipes-id',
  method: 'GET',
  path: '/api/v1/recipes/{id}',
  summary: 'One recipe',
  description: '',
  requiresAuth: false,
  parameters: [],
  bodyContentType: null,
  bodyIsList: false,
  bodyFields: [],
  responses: [
    { status: '200', description: 'The recipe', contentType: 'application/json', type: 'object', fields: ['id'] },
    {
      status: '304',
      description: 'Not modified: the ETag sent as If-None-Match still holds',
      contentType: null,
      type: null,
      fields: [],
    },
    {
      status: '400',
      description: 'The request is not valid',
      contentType: 'application/json',
      type: 'object',
      fields: [],
    },
  ],
};

function renderIn(language: 'en' | 'de' | 'vi') {
  const i18n = createI18n(language, { en: { pages: en }, de: { pages: de }, vi: { pages: vi } });
  return render(
    <I18nProvider i18n={i18n}>
      <EndpointCard endpoint={endpoint} />
    </I18nProvider>,
  );
}

describe('an endpoint of the API docs page', () => {
  it.each([
    ['de', 'Antworten', 'Nicht geändert', 'Die Anfrage ist ungültig'],
    ['vi', 'Phản hồi', 'Không thay đổi', 'Yêu cầu không hợp lệ'],
  ] as const)('says what each status means in %s', async (language, heading, notModified, invalid) => {
    const { container } = renderIn(language);
    expect(await screen.findByText(heading)).toBeTruthy();
    const lines = [...container.querySelectorAll('li')].map((li) => li.textContent ?? '');
    expect(lines[1]).toContain(notModified);
    expect(lines[2]).toContain(invalid);
    expect(lines.join(' ')).not.toContain('The request is not valid');
  });

  it('keeps what a success holds', async () => {
    const { container } = renderIn('en');
    await screen.findByText('Responses');
    expect(container.querySelector('li')?.textContent).toContain('The recipe');
  });
});
