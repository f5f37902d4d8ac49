import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import type { Notice } from './editor-store.ts';
import type { RecipeForm } from './form-model.ts';
import { fieldLabel } from './field-labels.ts';
import styles from './RecipeEditor.module.css';
import { X } from 'lucide-react';

/**
 * The notice's own sentence, then what the server said and which fields it named; with the form,
 * an entry of a list is named by the line or step the form shows it on.
 */
export function NoticeText({ notice, form }: { notice: Notice; form?: RecipeForm }) {
  const { t } = useTranslation('editor');
  return (
    <>
      <p className={styles.noticeMessage}>{t(notice.key, notice.params)}</p>
      {notice.server && <p className={styles.noticeServer}>{notice.server.error}</p>}
      {notice.offline && <p className={styles.noticeServer}>{t('errors.offline')}</p>}
      {notice.server?.details && notice.server.details.length > 0 && (
        <ul className={styles.noticeDetails}>
          {notice.server.details.map((detail) => (
            <li key={`${detail.path}:${detail.message}`}>
              <strong>{fieldLabel(detail.path, t, form)}</strong>: {detail.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function EditorNotice({ notice, form, onDismiss }: { notice: Notice; form?: RecipeForm; onDismiss(): void }) {
  const { t } = useTranslation('editor');
  return (
    <Alert tone={notice.tone} className={styles.notice} data-testid="editor-notice">
      <div className={styles.noticeBody}>
        <NoticeText notice={notice} form={form} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onDismiss}
        className={styles.noticeDismiss}
        aria-label={t('errors.dismiss')}
        title={t('errors.dismiss')}
      >
        <X size="1.1em" aria-hidden="true" focusable="false" />
      </Button>
    </Alert>
  );
}
