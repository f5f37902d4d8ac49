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

interface ShareButtonsProps {
  target: ShareTarget;
  ingredients: readonly string[];
}

/**
 * SPEC section 2: Facebook, Twitter, Pinterest, e-mail, copy link, send to Alexa, print.
 * Alexa has no public web hand-off, so "Send to Alexa" opens an e-mail with the ingredient list
 * as a shopping list, for the address that feeds the member's Alexa list (they type it in).
 */
export function ShareButtons({ target, ingredients }: ShareButtonsProps) {
  const { t } = useTranslation('recipes');
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const emailBody = [target.summary, target.url].filter(Boolean).join('\n\n');
  const alexaBody = `${shoppingListText(ingredients)}\n\n${target.url}`;

  async function copyLink() {
    const copied = await copyText(target.url);
    window.alert(copied ? t('share.copied') : t('share.copyFailed', { url: target.url }));
  }

  return (
    <div className={`${styles.share} no-print`} role="group" aria-label={t('share.label')}>
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
