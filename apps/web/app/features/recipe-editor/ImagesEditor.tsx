import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { RecipeImage } from '@recipes/contracts';
import { formatDecimal, recipeLimits } from '@recipes/contracts/plain';
import type { EditorActions } from './editor-actions.ts';
import type { EditorAction } from './form-reducer.ts';
import { ImageCard } from './ImageCard.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import styles from './ImagesEditor.module.css';

interface ImagesEditorProps {
  images: readonly RecipeImage[];
  dispatch(action: EditorAction): void;
  actions: EditorActions;
  /** Uploads are running: no second batch until they are done. */
  busy: boolean;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** The gallery: several photos picked or dropped at once, reordered by dragging or with buttons. */
export function ImagesEditor({ images, dispatch, actions, busy }: ImagesEditorProps) {
  const { t, i18n } = useTranslation('editor');
  // The API takes at most this many photos; the picker stops there and says why.
  const full = images.length >= recipeLimits.images;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ image: string; control: 'earlier' | 'later' } | null>(null);
  const gallery = useRef<HTMLDivElement>(null);
  const deleted = useRef<{ image: string; index: number } | null>(null);

  // A moved card's DOM node is re-inserted, which drops focus: give it back to the same button.
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const card = [...(list.current?.querySelectorAll<HTMLElement>('[data-image]') ?? [])].find(
      (element) => element.dataset.image === target.image,
    );
    const buttons = [...(card?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const preferred = buttons.find((button) => button.dataset.move === target.control && !button.disabled);
    (preferred ?? buttons.find((button) => !button.disabled))?.focus();
  }, [images]);

  // A deleted card takes its focused button with it: focus the photo that took its place (or the
  // one before it), or the picker when none is left, rather than the page.
  useEffect(() => {
    const target = deleted.current;
    if (!target || images.some((image) => image.image === target.image)) return;
    deleted.current = null;
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[data-delete]') ?? [])];
    const next = buttons[Math.min(target.index, buttons.length - 1)];
    (next ?? gallery.current?.querySelector<HTMLInputElement>('input[type="file"]'))?.focus();
  }, [images]);

  const move = (from: number, to: number, control?: 'earlier' | 'later') => {
    const image = images[from];
    if (!image || to < 0 || to >= images.length || from === to) return;
    if (control) refocus.current = { image: image.image, control };
    dispatch({ type: 'moveImage', from, to });
    setAnnouncement(t('images.moved', { position: to + 1 }));
    void actions.saveImageOrder();
  };

  const endDrag = () => {
    setDragFrom(null);
    setDropAt(null);
  };

  const remove = (image: RecipeImage, index: number) => {
    if (!window.confirm(t('images.confirmDelete'))) return;
    deleted.current = { image: image.image, index };
    void actions.deletePhoto(image);
  };

  return (
    <div
      ref={gallery}
      className={styles.gallery}
      onDragOver={(event) => {
        if (hasFiles(event) && !busy) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        if (!busy) void actions.addPhotos([...event.dataTransfer.files]);
      }}
    >
      {images.length === 0 ? (
        <p className={styles.empty}>{t('images.empty')}</p>
      ) : (
        <>
          <p className={styles.reorderHint}>{t('images.reorderHint')}</p>
          <ol ref={list} className={styles.grid}>
            {images.map((image, index) => (
              <ImageCard
                key={image.image}
                image={image}
                index={index}
                total={images.length}
                dragging={dragFrom === index}
                dropTarget={dropAt === index && dragFrom !== index}
                onAlt={(alt) => dispatch({ type: 'setImageAlt', image: image.image, alt })}
                onMove={(to, control) => move(index, to, control)}
                onDelete={() => remove(image, index)}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragFrom(index);
                }}
                onDragOver={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setDropAt(index);
                }}
                onDrop={(event) => {
                  if (dragFrom === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(dragFrom, index);
                  endDrag();
                }}
                onDragEnd={endDrag}
              />
            ))}
          </ol>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <PhotoPicker
        label={t('images.pick')}
        multiple
        disabled={busy || full}
        onFiles={(files) => void actions.addPhotos(files)}
      />
      {full && (
        <p className={styles.full}>
          {t('checks.photosFull', { max: formatDecimal(recipeLimits.images, i18n.language) })}
        </p>
      )}
    </div>
  );
}
