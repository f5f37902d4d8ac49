import { useTranslation } from '../../i18n/react.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { CuisineTeasers } from './CuisineTeasers.tsx';
import { FeatureSections } from './FeatureSections.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';
import type { CuisineTeaser, TeaserImage } from './teasers.ts';
import styles from './HomePage.module.css';
import { HydrateLater } from '../../lib/hydrate-later.tsx';

export interface HomePageProps {
  teasers: readonly CuisineTeaser[];
  slideImages: readonly (TeaserImage | null)[];
}

export function HomePage({ teasers, slideImages }: HomePageProps) {
  const { t } = useTranslation();
  return (
    <Container>
      {/*
        Exactly one h1 at every width (issue 41), always in the accessibility tree: the carousel's
        titles are h2, since a slide that turns away is hidden and took the page's h1 with it.
      */}
      <h1 className="visually-hidden">{t('home.metaTitle')}</h1>
      <HydrateLater>
        <HeroCarousel images={slideImages} />
      </HydrateLater>
      <HydrateLater>
        <CuisineTeasers teasers={teasers} />
      </HydrateLater>
      <p className={styles.more}>
        <ButtonLink to="/recipes" variant="secondary">
          {t('home.browseAll')}
        </ButtonLink>
        <ButtonLink to="/categories" variant="ghost">
          {t('home.browseCategories')}
        </ButtonLink>
      </p>
      <HydrateLater>
        <FeatureSections />
      </HydrateLater>
    </Container>
  );
}
