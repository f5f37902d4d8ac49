import { useTranslation } from '../../i18n/react.tsx';
import { PlainLink } from '../ui/PlainLink.tsx';
import { NewsletterForm } from '../../features/newsletter/index.ts';
import { siteName } from '../../features/seo/index.ts';
import { footerColumns, socialLinks } from './footer-links.ts';
import { LogoMark } from './LogoMark.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import styles from './Footer.module.css';

/** SPEC section 2: site links, social links, the newsletter sign-up and the 2024 copyright. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <PlainLink to="/" className={styles.brand}>
            <LogoMark size={28} />
            {siteName}
          </PlainLink>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <ul className={styles.social} aria-label={t('footer.social')}>
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={t('footer.socialLink', { network: social.name })}
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.titleKey} className={styles.column} aria-label={t(column.titleKey)}>
            <h2 className={styles.heading}>{t(column.titleKey)}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  {link.to.startsWith('#') ? (
                    <a href={link.to}>{t(`footer.links.${link.labelKey}`)}</a>
                  ) : (
                    <PlainLink to={link.to}>{t(`footer.links.${link.labelKey}`)}</PlainLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section id="newsletter" className={styles.newsletter} aria-labelledby="newsletter-heading" tabIndex={-1}>
          <h2 id="newsletter-heading" className={styles.heading}>
            {t('footer.newsletterTitle')}
          </h2>
          <p className={styles.newsletterText}>{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: 2024, name: siteName })}</p>
      </div>
    </footer>
  );
}
