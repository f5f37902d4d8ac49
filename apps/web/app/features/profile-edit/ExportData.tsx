import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { apiResponse, isTokenRefused } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session.tsx';
import styles from './EditProfile.module.css';

/** The export needs the bearer token, so it is fetched here and handed to the browser as a file. */
export function ExportData() {
  const { t, i18n } = useTranslation('account');
  const { user } = useSession();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function download() {
    if (!user) return;
    setBusy(true);
    setFailed(false);
    try {
      const response = await apiResponse('/users/me/export', { token: user.token, language: i18n.language });
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `my-recipes-data-${user.username}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      // The click has started the download; the object URL is no longer needed after this turn.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      console.error('Exporting data failed', error);
      // A refused token has ended the session: the site's notice asks to sign in, not to retry.
      setFailed(!isTokenRefused(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="export-heading">
      <h2 id="export-heading">{t('editProfile.export.title')}</h2>
      <p className={styles.hint}>{t('editProfile.export.intro')}</p>
      {failed && <Alert tone="error">{t('editProfile.export.failed')}</Alert>}
      <div className={styles.row}>
        <Button variant="secondary" onClick={download} disabled={busy}>
          {t('editProfile.export.download')}
        </Button>
      </div>
    </section>
  );
}
