import { recipeLimits, smallThumbnailSrcSet } from '@recipes/contracts/plain';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextArea } from '../../components/ui/TextField.tsx';
import type { StepDraft } from './form-model.ts';
import { PhotoPicker } from './PhotoPicker.tsx';
import styles from './InstructionsEditor.module.css';
import { X } from 'lucide-react';

interface StepRowProps {
  step: StepDraft;
  index: number;
  total: number;
  busy: boolean;
  onText(instruction: string): void;
  onMove(to: number): void;
  onRemove(): void;
  onPhoto(file: File): void;
  onRemovePhoto(): void;
}

/** One numbered step with its optional photo. */
export function StepRow({ step, index, total, busy, onText, onMove, onRemove, onPhoto, onRemovePhoto }: StepRowProps) {
  const { t } = useTranslation('editor');
  const number = index + 1;
  return (
    <li className={styles.step} data-testid="editor-step">
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <div className={styles.body}>
        <TextArea
          label={t('steps.step', { number })}
          rows={3}
          placeholder={t('steps.placeholder')}
          maxLength={recipeLimits.instruction}
          value={step.instruction}
          onChange={(event) => onText(event.target.value)}
        />
        <div className={styles.photoRow}>
          {step.imageURL && (
            <img
              className={styles.photo}
              src={step.thumbnailURL || step.imageURL}
              srcSet={smallThumbnailSrcSet(step.thumbnailURL || step.imageURL)}
              sizes="6rem"
              alt={t('steps.photoAlt', { number })}
              loading="lazy"
            />
          )}
          <PhotoPicker
            label={t(step.imageURL ? 'steps.changePhoto' : 'steps.addPhoto')}
            disabled={busy}
            onFiles={([file]) => file && onPhoto(file)}
          />
          {step.imageURL && (
            <Button variant="ghost" size="sm" className={styles.danger} onClick={onRemovePhoto} disabled={busy}>
              {t('steps.removePhoto')}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.tools}>
        <Button
          variant="ghost"
          size="sm"
          data-step-move="up"
          disabled={index === 0}
          aria-label={t('steps.moveUp', { number })}
          title={t('steps.moveUp', { number })}
          onClick={() => onMove(index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          data-step-move="down"
          disabled={index === total - 1}
          aria-label={t('steps.moveDown', { number })}
          title={t('steps.moveDown', { number })}
          onClick={() => onMove(index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={styles.danger}
          aria-label={t('steps.remove', { number })}
          title={t('steps.remove', { number })}
          onClick={onRemove}
        >
          <X size="1.1em" aria-hidden="true" focusable="false" />
        </Button>
      </div>
    </li>
  );
}
