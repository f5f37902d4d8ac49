import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import type { RecipeImage } from '@recipes/contracts';
import { photoSrcSet, smallThumbnailSrcSet } from '@recipes/contracts/plain';
import styles from './PhotoGallery.module.css';

const mainSizes = '(min-width: 900px) 640px, 100vw';

/**
 * Main photo with a row of thumbnails; the first photo is selected at load. Thumbnails are
 * buttons (click, Enter, Space); arrow keys, Home and End move the selection along the row.
 */
export function PhotoGallery({ images, recipeName }: { images: readonly RecipeImage[]; recipeName: string }) {
  const { t } = useTranslation('recipes');
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const altFor = (image: RecipeImage, index: number) =>
    image.alt || t('gallery.alt', { name: recipeName, number: index + 1 });

  function select(index: number) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: () => select(selected + 1),
      ArrowLeft: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(images.length - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  }

  return (
    <figure className={styles.gallery} aria-label={t('gallery.label')}>
      <div className={styles.main}>
        <img
          key={current.image}
          src={current.image}
          srcSet={photoSrcSet(current.image)}
          sizes={mainSizes}
          width={1600}
          height={1200}
          alt={altFor(current, selected)}
          fetchPriority={selected === 0 ? 'high' : 'auto'}
          data-testid="gallery-main"
        />
      </div>
      {images.length > 1 && (
        <ul className={`${styles.thumbnails} no-print`} onKeyDown={onKeyDown}>
          {images.map((image, index) => (
            <li key={`${image.image}-${index}`}>
              <button
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={t('gallery.show', { number: index + 1, total: images.length })}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
              >
                <img
                  src={image.thumbnail || image.image}
                  srcSet={smallThumbnailSrcSet(image.thumbnail || image.image)}
                  sizes="5rem"
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  alt=""
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
