import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { AuthResponse } from '@recipes/contracts';
import { recipePath } from '@recipes/contracts/plain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { storedUser } from '../../lib/session/session-store.ts';
import { claimEditorStore, keepForSignIn, releaseEditorStore, storeKeptForSignIn } from './editor-store.ts';
import { isDirty } from './form-reducer.ts';
import { NoticeText } from './EditorNotice.tsx';
import { errorNotice } from './editor-actions.ts';
import { RecipeForm } from './RecipeForm.tsx';
import { useRecipeLoad } from './use-recipe-load.ts';
import { useSignInGuard } from './use-sign-in-guard.ts';
import styles from './RecipeEditor.module.css';

/** '12' → 12; no parameter → null (a new recipe); anything else → NaN (no such recipe). */
function parseRecipeId(idParam: string | undefined): number | null {
  if (idParam === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(idParam) ? Number(idParam) : Number.NaN;
}

/** The recipe form page (SPEC section 2), for signed-in members only. */
export function RecipeEditor({ idParam }: { idParam: string | undefined }) {
  const { t } = useTranslation('editor');
  const user = useSignInGuard();
  const recipeId = parseRecipeId(idParam);
  const heading = t(recipeId === null ? 'title.new' : 'title.edit');
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{heading}</h1>
      {!user ? (
        <p className={styles.status} role="status">
          {t('state.checkingSession')}
        </p>
      ) : Number.isNaN(recipeId) ? (
        <NotFound />
      ) : (
        <SignedInEditor user={user} recipeId={recipeId} />
      )}
    </Container>
  );
}

function SignedInEditor({ user, recipeId }: { user: AuthResponse; recipeId: number | null }) {
  const { t } = useTranslation('editor');
  const [store] = useState(() => storeKeptForSignIn(recipeId, user.id) ?? claimEditorStore(recipeId));
  useEffect(
    () => () => {
      releaseEditorStore(store);
      // The session ended under the form: what was typed waits for the member's return from signing in.
      if (!storedUser() && isDirty(store.getSnapshot().editor)) keepForSignIn(store, user.id, recipeId);
    },
    [store, user.id, recipeId],
  );
  const { status, retry } = useRecipeLoad(store, recipeId, user.id);

  switch (status.kind) {
    case 'ready':
      return <RecipeForm store={store} user={user} />;
    case 'loading':
      return (
        <p className={styles.status} role="status">
          {t('state.loading')}
        </p>
      );
    case 'notFound':
      return <NotFound />;
    case 'notYours':
      return (
        <Alert tone="warning" className={styles.stateBox}>
          <h2 className={styles.stateTitle}>{t('state.notYoursTitle')}</h2>
          <p>{t('state.notYours')}</p>
          <p className={styles.stateActions}>
            <ButtonLink to={recipePath(status.recipe)} variant="secondary">
              {t('state.viewRecipe')}
            </ButtonLink>
            <ButtonLink to="/recipe/new">{t('state.newRecipe')}</ButtonLink>
          </p>
        </Alert>
      );
    case 'failed':
      return (
        <Alert tone="error" className={styles.stateBox}>
          <NoticeText notice={errorNotice('state.loadFailed', status.error)} />
          <p className={styles.stateActions}>
            <Button onClick={retry}>{t('state.retry')}</Button>
          </p>
        </Alert>
      );
  }
}

function NotFound() {
  const { t } = useTranslation('editor');
  return (
    <Alert tone="warning" className={styles.stateBox}>
      <h2 className={styles.stateTitle}>{t('state.notFoundTitle')}</h2>
      <p>{t('state.notFound')}</p>
      <p className={styles.stateActions}>
        <ButtonLink to="/recipe/new">{t('state.newRecipe')}</ButtonLink>
      </p>
    </Alert>
  );
}
