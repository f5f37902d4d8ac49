import { useMemo, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AuthResponse, Recipe, RecipeDraft } from '@recipes/contracts';
import { recipePath } from '@recipes/contracts/plain';
import { useApi } from '../../lib/session/session.tsx';
import { showConfirmation } from '../../lib/session/site-notice.ts';
import { BasicFields } from './BasicFields.tsx';
import { ImportRecipe } from '../recipe-import/index.ts';
import { CopyFromExisting } from './CopyFromExisting.tsx';
import { DetailsFields } from './DetailsFields.tsx';
import { createEditorActions, errorNotice } from './editor-actions.ts';
import { EditorGroup } from './EditorGroup.tsx';
import { handOver, useEditorSnapshot, type EditorStore } from './editor-store.ts';
import { isDirty } from './form-reducer.ts';
import { ImagesEditor } from './ImagesEditor.tsx';
import { IngredientsEditor } from './IngredientsEditor.tsx';
import { InstructionsEditor } from './InstructionsEditor.tsx';
import { MoreFields } from './MoreFields.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SectionsEditor } from './SectionsEditor.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import styles from './RecipeEditor.module.css';

/** The form itself, once the member is known and an edited recipe has loaded. */
export function RecipeForm({ store, user }: { store: EditorStore; user: AuthResponse }) {
  const { t } = useTranslation('editor');
  const { t: tImport } = useTranslation('import');
  const api = useApi();
  const snapshot = useEditorSnapshot(store);
  const { form, recipeId } = snapshot.editor;
  const { dispatch } = store;
  const leave = useLeaveGuard(store);
  const busy = snapshot.progress !== null;
  // A copy on its way in locks the form: what is typed meanwhile would be overwritten (issue 41).
  const copying = snapshot.progress?.key === 'copying' || snapshot.progress?.key === 'copyingPhotos';

  const actions = useMemo(
    () =>
      createEditorActions({
        store,
        api,
        userId: user.id,
        // SPEC section 4: an auto-saved new recipe keeps its id and the form becomes its edit form.
        onCreated: (recipe) => {
          handOver(store, recipe.id);
          // The member stays where they were on the page.
          void leave(`/recipe/${recipe.id}/edit`, { replace: true, preventScrollReset: true });
        },
      }),
    [store, api, user.id, leave],
  );

  /**
   * SPEC section 4: with an id, update then open the recipe. Without, create, then open the new
   * recipe's page with a "Recipe created" notice (issue 41: not the list, where it was hard to find).
   */
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    store.setNotice(null);
    try {
      const { recipe, created } = await actions.save();
      if (created) showConfirmation([t('save.recipeCreated')]);
      await leave(recipePath(recipe));
    } catch (error) {
      store.setNotice(errorNotice('save.failed', error));
    }
  };

  const copy = async (recipe: Recipe) => {
    if (isDirty(store.getSnapshot().editor) && !window.confirm(t('copy.confirmReplace', { name: recipe.name }))) return;
    await actions.copyRecipe(recipe);
  };

  const fillFromImport = (draft: RecipeDraft): boolean => {
    if (isDirty(store.getSnapshot().editor) && !window.confirm(tImport('confirmReplace'))) return false;
    store.dispatch({ type: 'import', draft });
    return true;
  };

  return (
    <>
      {recipeId === null && <ImportRecipe disabled={busy} onDraft={fillFromImport} />}
      {recipeId === null && <CopyFromExisting userId={user.id} disabled={busy} onCopy={copy} />}
      {copying && (
        <p className={styles.copyLock} data-testid="copy-lock">
          {t('copy.locked', { name: snapshot.progress?.name ?? '' })}
        </p>
      )}
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={t(recipeId === null ? 'title.new' : 'title.edit')}
        aria-busy={copying}
      >
        <fieldset className={styles.lock} disabled={copying}>
          <p className={styles.intro}>{t('intro')}</p>
          <EditorGroup title={t('groups.basics')}>
            <BasicFields form={form} dispatch={dispatch} />
          </EditorGroup>
          <EditorGroup title={t('sections.title')} hint={t('sections.hint')}>
            <SectionsEditor sections={form.sections} dispatch={dispatch} onNotice={store.setNotice} />
          </EditorGroup>
          <EditorGroup title={t('groups.photos')} hint={t('images.hint')}>
            <ImagesEditor images={form.images} dispatch={dispatch} actions={actions} busy={busy} />
          </EditorGroup>
          <EditorGroup title={t('groups.details')}>
            <DetailsFields form={form} dispatch={dispatch} />
          </EditorGroup>
          <EditorGroup title={t('groups.ingredients')}>
            <IngredientsEditor value={form.ingredients} dispatch={dispatch} />
          </EditorGroup>
          <EditorGroup title={t('groups.instructions')}>
            <InstructionsEditor steps={form.steps} dispatch={dispatch} actions={actions} busy={busy} />
          </EditorGroup>
          <EditorGroup title={t('groups.more')}>
            <MoreFields form={form} dispatch={dispatch} />
          </EditorGroup>
          <SaveBar
            snapshot={snapshot}
            onAutoSave={() => void actions.autoSave({ announce: true })}
            onDismiss={() => store.setNotice(null)}
          />
        </fieldset>
      </form>
    </>
  );
}
