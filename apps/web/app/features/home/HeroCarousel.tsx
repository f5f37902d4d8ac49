import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import type { TeaserImage } from './teasers.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import styles from './HeroCarousel.module.css';
import { Pause, Play } from 'lucide-react';

/** No slide changes on its own sooner than this (WCAG 2.2.2 asks for control, people for time to read). */
export const slideIntervalMs = 7000;

interface Slide {
  key: 'browse' | 'join' | 'cook';
  to: string;
}

/** SPEC section 1: three slides, Browse Recipes, Join Community and Start Cooking. */
export const slides: readonly Slide[] = [
  { key: 'browse', to: '/recipes' },
  { key: 'join', to: '/register' },
  { key: 'cook', to: '/categories' },
];

/**
 * An accessible carousel: previous/next buttons, one dot per slide, a pause button, no motion
 * for people who prefer reduced motion, and a pause while the pointer or focus is inside.
 */
export function HeroCarousel({ images }: { images: readonly (TeaserImage | null)[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % slides.length), slideIntervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  const show = (next: number) => setIndex((next + slides.length) % slides.length);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const image = images[slideIndex] ?? null;
          const active = slideIndex === index;
          return (
            <div
              key={slide.key}
              className={styles.slide}
              data-active={active}
              data-slide={slide.key}
              role="group"
              aria-roledescription={t('home.carousel.slide')}
              aria-label={t('home.carousel.position', { current: slideIndex + 1, total: slides.length })}
              aria-hidden={!active}
              inert={!active}
            >
              {image && (
                <img
                  className={styles.image}
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="100vw"
                  alt=""
                  loading={slideIndex === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                  decoding="async"
                />
              )}
              <div className={styles.content}>
                {/* The page's one h1 is the home page's own (HomePage.tsx): a slide's goes out of view as it turns. */}
                <h2 className={styles.title}>{t(`home.slides.${slide.key}.title`)}</h2>
                <p className={styles.text}>{t(`home.slides.${slide.key}.text`)}</p>
                <ButtonLink to={slide.to} className={styles.cta}>
                  {t(`home.slides.${slide.key}.cta`)}
                </ButtonLink>
              </div>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => show(index - 1)}
          aria-label={t('home.carousel.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              aria-label={t('home.carousel.goTo', {
                number: slideIndex + 1,
                title: t(`home.slides.${slide.key}.title`),
              })}
              aria-current={slideIndex === index ? 'true' : undefined}
              onClick={() => show(slideIndex)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          onClick={() => show(index + 1)}
          aria-label={t('home.carousel.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.pause}`}
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? t('home.carousel.play') : t('home.carousel.pause')}
        >
          {paused ? (
            <Play size="1em" aria-hidden="true" focusable="false" />
          ) : (
            <Pause size="1em" aria-hidden="true" focusable="false" />
          )}
        </button>
      </div>
    </section>
  );
}
