import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { EditorNotice } from './EditorNotice.tsx';
import type { EditorSnapshot } from './editor-store.ts';
import { isDirty } from './form-reducer.ts';
import styles from './SaveBar.module.css';

interface SaveBarProps {
  snapshot: EditorSnapshot;
  onAutoSave(): void;
  onDismiss(): void;
}

/** Always in view at the bottom: what is saved, uploads in progress, the last message and the buttons. */
export function SaveBar({ snapshot, onAutoSave, onDismiss }: SaveBarProps) {
  const { t } = useTranslation('editor');
  const { editor, notice, progress, saving } = snapshot;
  const isNew = editor.recipeId === null;
  const dirty = isDirty(editor);
  const status =
    saving > 0 ? t('save.saving') : dirty ? t('save.unsaved') : isNew ? t('save.notSavedYet') : t('save.saved');

  return (
    <div className={styles.bar}>
      {notice && <EditorNotice notice={notice} form={editor.form} onDismiss={onDismiss} />}
      {progress && (
        <div className={styles.progress} role="status" data-testid="upload-progress">
          <span>
            {t(`images.${progress.key}`, { current: progress.done + 1, total: progress.total, name: progress.name })}
          </span>
          <progress max={progress.total} value={progress.done} />
        </div>
      )}
      <div className={styles.row}>
        <p className={styles.status} aria-live="polite" data-testid="save-status" data-dirty={dirty}>
          <span className={dirty ? styles.dotDirty : styles.dotClean} aria-hidden="true" />
          {status}
        </p>
        <div className={styles.buttons}>
          {!isNew && (
            <Button variant="secondary" onClick={onAutoSave} disabled={saving > 0}>
              {t('save.autoSave')}
            </Button>
          )}
          <Button type="submit" disabled={progress !== null} title={progress ? t('save.busy') : undefined}>
            {t(isNew ? 'save.create' : 'save.update')}
          </Button>
        </div>
      </div>
    </div>
  );
}
