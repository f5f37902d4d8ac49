import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import type { Notice } from './editor-store.ts';
import { fieldLabel } from './field-labels.ts';
import styles from './RecipeEditor.module.css';
import { X } from 'lucide-react';

/** The notice's own sentence, then what the server said and which fields it named. */
export function NoticeText({ notice }: { notice: Notice }) {
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
              <strong>{fieldLabel(detail.path, t)}</strong>: {detail.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function EditorNotice({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const { t } = useTranslation('editor');
  return (
    <Alert tone={notice.tone} className={styles.notice} data-testid="editor-notice">
      <div className={styles.noticeBody}>
        <NoticeText notice={notice} />
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
