import { describe, expect, it } from 'vitest';
import { render, within } from '@testing-library/react';
import type { Language } from '@recipes/contracts';
import { I18nProvider } from '../../i18n/react.tsx';
import { createI18n } from '../../i18n/create-i18n.ts';
import { allResources } from '../../i18n/resources.server.ts';
import { EndpointCard } from './EndpointCard.tsx';
import type { ApiEndpoint, ApiParameter, ApiResponse } from './openapi-model.ts';
import { translateEndpoint, useOperationTexts } from './operation-texts.ts';

const response = (status: string, description: string): ApiResponse => ({
  status,
  description,
  contentType: 'application/json',
  type: 'object',
  fields: [],
});
const parameter = (location: string, name: string, description: string): ApiParameter => ({
  location,
  name,
  description,
  type: 'string',
  required: false,
});
const endpoint = (method: string, path: string, parts: Partial<ApiEndpoint>): ApiEndpoint => ({
  id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'),
  method,
  path,
  summary: '',
  description: '',
  requiresAuth: false,
  parameters: [],
  bodyContentType: null,
  bodyIsList: false,
  bodyFields: [],
  responses: [],
  ...parts,
});

/** As the server's document has them: English. */
const upload = endpoint('POST', '/api/v1/images/upload', {
  summary: 'Upload a photo',
  bodyContentType: 'multipart/form-data',
  bodyFields: [{ name: 'file', type: 'string', required: true, description: 'The file (at most 15 MB)' }],
  responses: [
    response('201', 'Stored; the addresses of the 1600 px image and the 400 px thumbnail'),
    response('400', 'The request is not valid'),
  ],
});
const photo = endpoint('GET', '/media/{owner}/{file}', {
  summary: 'A stored photo',
  parameters: [
    parameter('path', 'owner', 'Id of the member who uploaded it'),
    parameter('path', 'file', '{name}-{width}.webp'),
  ],
  responses: [response('200', 'The photo (WebP)')],
});
const recipes = endpoint('GET', '/api/v1/recipes', {
  summary: 'List recipes',
  parameters: [
    parameter('query', 'sort', 'relevance (default with keywords), newest (default without), rating, quickest'),
  ],
  responses: [response('200', 'A page of recipes (X-Total-Count and Link headers)')],
});

function Translated({ endpoints }: { endpoints: ApiEndpoint[] }) {
  const inPageLanguage = useOperationTexts();
  return endpoints.map((e) => <EndpointCard key={e.id} endpoint={inPageLanguage(e)} />);
}

function renderIn(language: Language, endpoints: ApiEndpoint[]) {
  const { container } = render(
    <I18nProvider i18n={createI18n(language, allResources)}>
      <Translated endpoints={endpoints} />
    </I18nProvider>,
  );
  return [...container.querySelectorAll<HTMLElement>('[data-testid="api-endpoint"]')];
}

describe('what an operation describes, in the page language', () => {
  it.each([
    ['de', 'Gespeichert; die Adressen des Bildes in 1600 px', 'Die Datei (höchstens 15 MB)', 'ID des Mitglieds'],
    ['vi', 'Đã lưu; địa chỉ của ảnh 1600 px', 'Tệp (tối đa 15 MB)', 'Id của thành viên đã tải ảnh lên'],
  ] as const)('shows success responses, body fields and parameters in %s', (language, stored, file, owner) => {
    const [uploadCard, photoCard, recipesCard] = renderIn(language, [upload, photo, recipes]);
    const text = [uploadCard, photoCard, recipesCard].map((card) => card!.textContent ?? '').join(' ');
    expect(uploadCard!.textContent).toContain(stored);
    expect(within(uploadCard!).getByText(file)).toBeTruthy();
    expect(photoCard!.textContent).toContain(owner);
    for (const english of ['Stored;', 'The file', 'Id of the member', 'The photo', 'A page of recipes', 'default with'])
      expect(text).not.toContain(english);
    // A failure says what it means in the page language, as before.
    expect(text).not.toContain('The request is not valid');
  });

  it('shows the English of the document in English', () => {
    const [uploadCard, photoCard] = renderIn('en', [upload, photo]);
    expect(uploadCard!.textContent).toContain('Stored; the addresses of the 1600 px image and the 400 px thumbnail');
    expect(within(uploadCard!).getByText('The file (at most 15 MB)')).toBeTruthy();
    expect(within(photoCard!).getByText('Id of the member who uploaded it')).toBeTruthy();
  });

  it('keeps the English of a text the translations lack', () => {
    const [unknown] = renderIn('de', [
      endpoint('GET', '/api/v1/kitchen/new', {
        summary: 'Something new',
        parameters: [parameter('query', 'q', 'What to look for')],
        responses: [response('200', 'Whatever it answers')],
      }),
    ]);
    expect(within(unknown!).getByText('What to look for')).toBeTruthy();
    expect(unknown!.textContent).toContain('Whatever it answers');
  });
});

describe('translateEndpoint', () => {
  const entry = {
    summary: 'Rezepte auflisten',
    responses: { '200': 'Eine Seite Rezepte', '304': 'Nicht geändert' },
    parameters: { 'query sort': 'Sortierung', 'path sort': 'Pfad-Sortierung' },
    fields: { file: 'Die Datei' },
  };

  it('reads a parameter by its location and name', () => {
    const both = endpoint('GET', '/x/{sort}', {
      parameters: [parameter('path', 'sort', 'In the path'), parameter('query', 'sort', 'In the query')],
    });
    expect(translateEndpoint(both, entry).parameters.map((p) => p.description)).toEqual([
      'Pfad-Sortierung',
      'Sortierung',
    ]);
  });

  it('falls back to the document, and leaves undescribed parts undescribed', () => {
    const translated = translateEndpoint(
      endpoint('POST', '/x', {
        summary: 'List',
        description: 'Lists',
        parameters: [parameter('query', 'page', 'Which page')],
        bodyFields: [
          { name: 'file', type: 'string', required: true, description: '' },
          { name: 'name', type: 'string', required: false, description: 'A name' },
        ],
        responses: [response('200', 'A page'), response('304', ''), response('201', 'Made')],
      }),
      { ...entry, responses: { ...entry.responses, '201': '' }, fields: { file: 'Die Datei', name: 42 } },
    );
    expect(translated.summary).toBe('Rezepte auflisten');
    expect(translated.description).toBe('Lists');
    expect(translated.parameters[0]?.description).toBe('Which page');
    expect(translated.bodyFields.map((f) => f.description)).toEqual(['', 'A name']);
    expect(translated.responses.map((r) => r.description)).toEqual(['Eine Seite Rezepte', '', 'Made']);
  });

  it('keeps everything as the document has it without an entry', () => {
    expect(translateEndpoint(recipes, undefined)).toEqual(recipes);
    expect(translateEndpoint(recipes, 'not an entry')).toEqual(recipes);
  });
});
