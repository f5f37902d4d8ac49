import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipeDraft } from '@recipes/contracts';
import { jsonResponse, member, renderWithSession, signInAs, stubFetch } from '../auth/test-render.tsx';
import { testRecipe } from '../recipe-editor/test-recipe.ts';
import { ImportRecipe } from './ImportRecipe.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(null);
});

function draft(): RecipeDraft {
  const { id: _id, slug: _slug, author: _author, createdByUserId: _owner, ...fields } = testRecipe();
  return { ...fields, name: 'Phở bò', sourceURL: 'https://bep.example/pho' };
}

function open(onDraft = vi.fn(() => true)) {
  signInAs(member());
  renderWithSession(<ImportRecipe disabled={false} onDraft={onDraft} />);
  fireEvent.click(screen.getByText('Import a recipe'));
  return onDraft;
}

// The first render of a test file loads the router and the session: slow on a busy machine.
describe('ImportRecipe', { timeout: 20_000 }, () => {
  it('sends the link, with https:// added, and hands the draft to the editor', async () => {
    const fetchMock = stubFetch(() => jsonResponse(draft()));
    const onDraft = open();
    fireEvent.input(screen.getByRole('textbox', { name: /Address of the recipe page/ }), {
      target: { value: 'bep.example/pho' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import from link' }));
    expect(await screen.findByText('Filled in from bep.example. Check the recipe below, then save it.')).toBeTruthy();
    expect(onDraft).toHaveBeenCalledWith(expect.objectContaining({ name: 'Phở bò' }));
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/recipes/import')!;
    expect(url).toBe('/api/v1/recipes/import');
    expect(JSON.parse(String(init?.body))).toEqual({ url: 'https://bep.example/pho' });
  });

  it('shows what went wrong in the server’s words', async () => {
    stubFetch(() =>
      jsonResponse(
        { success: false, error: 'No recipe was found on that page.', code: 'UNPROCESSABLE', timestamp: '' },
        { status: 422 },
      ),
    );
    const onDraft = open();
    fireEvent.input(screen.getByRole('textbox', { name: /Address of the recipe page/ }), {
      target: { value: 'https://bep.example/blog' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Import from link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The recipe could not be imported from this link.');
    expect(alert.textContent).toContain('No recipe was found on that page.');
    expect(onDraft).not.toHaveBeenCalled();
  });

  it('uploads an export file and links the recipes it created', async () => {
    const created = { ...testRecipe(), id: 41, slug: 'pho-bo', name: 'Phở bò', active: false };
    const fetchMock = stubFetch(() => jsonResponse([created], { status: 201 }));
    open();
    fireEvent.click(screen.getByRole('tab', { name: 'Export file' }));
    const file = new File(['{"recipes":[]}'], 'export.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Export file (.json or .jsonld)'), { target: { files: [file] } });
    // jsdom's validation does not see files set by a test, so the form is submitted directly.
    fireEvent.submit(screen.getByRole('form', { name: 'Import a recipe' }));
    expect(await screen.findByText('1 recipe was imported:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Phở bò' }).getAttribute('href')).toBe('/recipe/41/pho-bo');
    expect(screen.getByText('(draft)')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/v1/recipes/import')!;
    expect(init?.body).toBeInstanceOf(FormData);
  });
});
