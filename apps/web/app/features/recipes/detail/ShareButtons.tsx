import { useBrowserStore } from '../../../lib/use-browser-store.ts';
import { Share2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/react.tsx';
import {
  facebookShareUrl,
  mailtoUrl,
  pinterestShareUrl,
  shoppingListText,
  twitterShareUrl,
  type ShareTarget,
} from './share-links.ts';
import { copyText } from './copy-text.ts';
import styles from './ShareButtons.module.css';

const noChanges = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

interface ShareButtonsProps {
  target: ShareTarget;
  ingredients: readonly string[];
}

/**
 * SPEC section 2: Facebook, Twitter, Pinterest, e-mail, copy link, send to Alexa, print.
 * Alexa has no public web hand-off, so "Send to Alexa" opens an e-mail with the ingredient list
 * as a shopping list, for the address that feeds the member's Alexa list (they type it in).
 * Where the browser has a system share sheet (`navigator.share`, phones), one "Share" button
 * opens it instead of the Facebook, X, Pinterest and e-mail links, which keeps the row short;
 * the links stay the fallback (and what the server renders).
 */
export function ShareButtons({ target, ingredients }: ShareButtonsProps) {
  const { t } = useTranslation('recipes');
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const emailBody = [target.summary, target.url].filter(Boolean).join('\n\n');
  const alexaBody = `${shoppingListText(ingredients)}\n\n${target.url}`;

  const canShare = useBrowserStore(noChanges, hasShareSheet, () => false);

  async function share() {
    try {
      await navigator.share({ title: target.name, text: target.summary || target.name, url: target.url });
    } catch {
      // Closing the sheet rejects with AbortError; nothing to tell.
    }
  }

  async function copyLink() {
    const copied = await copyText(target.url);
    window.alert(copied ? t('share.copied') : t('share.copyFailed', { url: target.url }));
  }

  return (
    <div className={`${styles.share} no-print`} role="group" aria-label={t('share.label')}>
      {canShare ? (
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          onClick={() => void share()}
          data-testid="system-share"
        >
          <Share2 size="1.1em" aria-hidden="true" focusable="false" />
          {t('share.share')}
        </button>
      ) : (
        <>
          <a className={styles.button} href={facebookShareUrl(target)} {...external}>
            {t('share.facebook')}
          </a>
          <a className={styles.button} href={twitterShareUrl(target)} {...external}>
            {t('share.twitter')}
          </a>
          <a className={styles.button} href={pinterestShareUrl(target)} {...external}>
            {t('share.pinterest')}
          </a>
          <a className={styles.button} href={mailtoUrl('', target.name, emailBody)}>
            {t('share.email')}
          </a>
        </>
      )}
      <button type="button" className={styles.button} onClick={() => void copyLink()}>
        {t('share.copyLink')}
      </button>
      <a
        className={styles.button}
        href={mailtoUrl('', t('share.alexaSubject', { name: target.name }), alexaBody)}
        title={t('share.alexaHint')}
      >
        {t('share.alexa')}
      </a>
      <button type="button" className={styles.button} onClick={() => window.print()}>
        {t('share.print')}
      </button>
    </div>
  );
}
