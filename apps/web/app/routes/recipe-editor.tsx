import { useLocation, useParams } from 'react-router';
import type { Route } from './+types/recipe-editor.ts';
import { useSessionCheck } from '../features/auth/use-session-check.ts';
import { RecipeEditor } from '../features/recipe-editor/RecipeEditor.tsx';
import { pageMeta } from '../features/static-pages/page-meta.ts';
import { languageFromRequest } from '../i18n/request-language.ts';
import { translator } from '../i18n/translate.server.ts';

/** recipe/new, submit-recipe, recipe/:id/edit and recipe/:id/:slug/edit (SPEC section 2). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const language = languageFromRequest(request);
  const t = translator(language, 'editor');
  const mode = 'id' in params && params.id !== undefined ? 'edit' : 'new';
  return {
    language,
    publicUrl: context.publicUrl,
    path: new URL(request.url).pathname,
    title: t(`title.${mode}`),
    description: t(`meta.${mode}`),
  };
}

// A member's own form: kept out of search results.
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData, { noindex: true });

export default function RecipeEditorRoute() {
  const { id } = useParams();
  // A dead sign-in ends before anything is typed, not at the first save (use-session-check.ts).
  useSessionCheck();
  // A new page for each address: a new recipe that an auto-save turned into an edit hands its
  // form over (see claimEditorStore), anything else starts afresh.
  return <RecipeEditor key={useLocation().pathname} idParam={id} />;
}
