import type { DragEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { RecipeImage } from '@recipes/contracts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import styles from './ImagesEditor.module.css';

export interface ImageCardProps {
  image: RecipeImage;
  index: number;
  total: number;
  dragging: boolean;
  dropTarget: boolean;
  onAlt(alt: string): void;
  onMove(to: number, control: 'earlier' | 'later'): void;
  onDelete(): void;
  onDragStart(event: DragEvent<HTMLLIElement>): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
  onDragEnd(): void;
}

/** One photo: thumbnail, alt text, move earlier/later (the keyboard's way to reorder) and delete. */
export function ImageCard({
  image,
  index,
  total,
  dragging,
  dropTarget,
  onAlt,
  onMove,
  onDelete,
  ...drag
}: ImageCardProps) {
  const { t } = useTranslation('editor');
  const position = index + 1;
  const classes = [styles.card, dragging && styles.dragging, dropTarget && styles.dropTarget].filter(Boolean).join(' ');
  return (
    <li className={classes} data-image={image.image} data-testid="editor-photo" draggable {...drag}>
      <div className={styles.media}>
        <img src={image.thumbnail || image.image} alt={image.alt} loading="lazy" draggable={false} />
        {index === 0 && <span className={styles.mainBadge}>{t('images.main')}</span>}
        <span className={styles.position}>{t('images.photoLabel', { position, total })}</span>
      </div>
      <div className={styles.cardBody}>
        <TextField
          label={t('images.alt')}
          placeholder={t('images.altPlaceholder')}
          maxLength={300}
          value={image.alt}
          onChange={(event) => onAlt(event.target.value)}
        />
        <div className={styles.controls}>
          <Button
            variant="secondary"
            size="sm"
            data-move="earlier"
            disabled={index === 0}
            aria-label={t('images.moveEarlier', { position })}
            title={t('images.moveEarlier', { position })}
            onClick={() => onMove(index - 1, 'earlier')}
          >
            <span aria-hidden="true">←</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            data-move="later"
            disabled={index === total - 1}
            aria-label={t('images.moveLater', { position })}
            title={t('images.moveLater', { position })}
            onClick={() => onMove(index + 1, 'later')}
          >
            <span aria-hidden="true">→</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={styles.delete}
            data-delete
            aria-label={t('images.delete', { position })}
            title={t('images.delete', { position })}
            onClick={onDelete}
          >
            {t('images.deleteShort')}
          </Button>
        </div>
      </div>
    </li>
  );
}
