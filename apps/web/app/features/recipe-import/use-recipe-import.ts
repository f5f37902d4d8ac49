import { useCallback, useState } from 'react';
import type { Recipe, RecipeDraft } from '@recipes/contracts';
import { useApi } from '../../lib/session/session.tsx';
import { importFailure, type ImportMode, type ImportState } from './import-outcome.ts';

const importPath = '/api/v1/recipes/import';

/**
 * Runs one import at a time. A draft (link or text) goes to `onDraft`, which fills the editor and
 * answers false when the member chose to keep what they had; an export file creates recipes.
 */
export function useRecipeImport(onDraft: (draft: RecipeDraft) => boolean) {
  const api = useApi();
  const [state, setState] = useState<ImportState>({ kind: 'idle' });

  const run = useCallback(
    async (mode: ImportMode, send: () => Promise<RecipeDraft | Recipe[]>) => {
      setState({ kind: 'working', mode });
      try {
        const answer = await send();
        if (Array.isArray(answer)) setState({ kind: 'created', recipes: answer });
        else setState(onDraft(answer) ? { kind: 'filled', draft: answer } : { kind: 'idle' });
      } catch (error) {
        setState({ kind: 'failed', mode, message: importFailure(error) });
      }
    },
    [onDraft],
  );

  return {
    state,
    fromLink: (url: string) => run('url', () => api<RecipeDraft>(importPath, { method: 'POST', body: { url } })),
    fromText: (text: string) => run('text', () => api<RecipeDraft>(importPath, { method: 'POST', body: { text } })),
    fromFile: (file: File) => {
      const formData = new FormData();
      formData.append('file', file);
      return run('file', () => api<Recipe[]>(importPath, { method: 'POST', formData }));
    },
  };
}
