import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Language, ParsedIngredient, StepTimer, UnitSystem } from '@recipes/contracts';
import { presentIngredient } from '@recipes/contracts/plain';
import { Button } from '../../../components/ui/Button.tsx';
import { useTranslation } from '../../../i18n/react.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons/control-icons.tsx';
import { CookTimers, useCookTimers } from './CookTimers.tsx';
import { ingredientsForStep } from './step-ingredients.ts';
import { durationLabel } from './timers.ts';
import { useWakeLock } from './use-wake-lock.ts';
import styles from './CookMode.module.css';

export interface CookStep {
  instruction: string;
  timers: StepTimer[];
}

export interface CookModeProps {
  recipeName: string;
  steps: readonly CookStep[];
  lines: readonly ParsedIngredient[];
  factor: number;
  system: UnitSystem | null;
  language: Language;
}

const swipeDistance = 60;

interface CookModeDialogProps extends CookModeProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Cooking one step at a time in large type, in a modal dialog over the recipe page: the step's
 * ingredients beside it, arrow keys and swipes to move, the screen kept awake, and timers that
 * keep running from step to step (and while the dialog is closed: it stays mounted once opened).
 */
export function CookModeDialog({
  recipeName,
  steps,
  lines,
  factor,
  system,
  language,
  open,
  onClose,
}: CookModeDialogProps) {
  const { t } = useTranslation('kitchen');
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const wakeLock = useWakeLock(open);
  const timers = useCookTimers(t);
  const usable = steps.filter((step) => step.instruction.trim());

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  if (usable.length === 0) return null;
  const current = Math.min(index, usable.length - 1);
  const step = usable[current] as CookStep;
  const move = (delta: number) => setIndex(Math.max(0, Math.min(usable.length - 1, current + delta)));
  const stepLines = ingredientsForStep(lines, step.instruction);

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipeDistance) move(distance < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="cook-title"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {open && (
        <div
          className={styles.layout}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={onPointerUp}
        >
          <header className={styles.header}>
            <h2 id="cook-title" className={styles.title}>
              {t('cook.title', { name: recipeName })}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('cook.close')}>
              <CloseIcon />
            </button>
          </header>
          <p className={styles.wake} role="status" data-testid="wake-lock">
            {wakeLock === 'on' && t('cook.awake')}
            {wakeLock === 'unsupported' && t('cook.wakeUnsupported')}
            {wakeLock === 'failed' && t('cook.wakeFailed')}
          </p>
          <CookTimers timers={timers} />
          <div className={styles.body}>
            <section className={styles.step} aria-live="polite" aria-atomic="true">
              <p className={styles.stepCount}>{t('cook.step', { current: current + 1, total: usable.length })}</p>
              <p className={styles.instruction}>{step.instruction}</p>
              {step.timers.length > 0 && (
                <div className={styles.timerButtons}>
                  {step.timers.map((timer, i) => {
                    const label = durationLabel(timer, t);
                    return (
                      <Button key={i} variant="secondary" onClick={() => timers.start(timer.seconds, label)}>
                        {t('cook.startTimer', { duration: label })}
                      </Button>
                    );
                  })}
                </div>
              )}
            </section>
            <aside className={styles.ingredients} aria-labelledby="cook-ingredients">
              <h3 id="cook-ingredients">{t('cook.ingredients')}</h3>
              {stepLines.length === 0 ? (
                <p>{t('cook.noIngredients')}</p>
              ) : (
                <ul>
                  {stepLines.map((line, i) => {
                    const shown = presentIngredient(line, factor, system, language);
                    return (
                      <li key={i}>
                        {shown.amount && <strong>{shown.amount}</strong>} {shown.rest}
                      </li>
                    );
                  })}
                </ul>
              )}
            </aside>
          </div>
          <nav className={styles.nav} aria-label={t('cook.keysHint')}>
            <Button variant="secondary" onClick={() => move(-1)} disabled={current === 0}>
              <ChevronLeftIcon />
              {t('cook.previous')}
            </Button>
            <Button onClick={() => move(1)} disabled={current === usable.length - 1}>
              {t('cook.next')}
              <ChevronRightIcon />
            </Button>
          </nav>
        </div>
      )}
    </dialog>
  );
}
