import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Button } from '../../components/ui/Button.tsx';
import type { EditorActions } from './editor-actions.ts';
import type { StepDraft } from './form-model.ts';
import type { EditorAction } from './form-reducer.ts';
import { StepRow } from './StepRow.tsx';
import styles from './InstructionsEditor.module.css';
import { formatDecimal, recipeLimits } from '@recipes/contracts/plain';

interface InstructionsEditorProps {
  steps: readonly StepDraft[];
  dispatch(action: EditorAction): void;
  actions: EditorActions;
  busy: boolean;
}

/** Numbered steps, each with an optional photo; removing a step's photo asks first (SPEC section 8). */
export function InstructionsEditor({ steps, dispatch, actions, busy }: InstructionsEditorProps) {
  const { t, i18n } = useTranslation('editor');
  // The API takes at most this many steps; the button stops there and says why.
  const full = steps.length >= recipeLimits.instructions;
  const list = useRef<HTMLOListElement>(null);
  const focusNewest = useRef(false);

  useEffect(() => {
    if (!focusNewest.current) return;
    focusNewest.current = false;
    list.current?.querySelector<HTMLTextAreaElement>('li:last-child textarea')?.focus();
  }, [steps.length]);

  const addStep = () => {
    focusNewest.current = true;
    dispatch({ type: 'addStep' });
  };

  return (
    <div className={styles.instructions}>
      {steps.length === 0 ? (
        <p className={styles.empty}>{t('steps.empty')}</p>
      ) : (
        <ol ref={list} className={styles.list}>
          {steps.map((step, index) => (
            <StepRow
              key={step.key}
              step={step}
              index={index}
              total={steps.length}
              busy={busy}
              onText={(instruction) => dispatch({ type: 'editStep', key: step.key, instruction })}
              onMove={(to) => dispatch({ type: 'moveStep', from: index, to })}
              onRemove={() => dispatch({ type: 'removeStep', key: step.key })}
              onPhoto={(file) => void actions.setStepPhoto(step.key, file)}
              onRemovePhoto={() => {
                if (window.confirm(t('steps.confirmRemovePhoto'))) void actions.deleteStepPhoto(step.key);
              }}
            />
          ))}
        </ol>
      )}
      <Button variant="secondary" className={styles.add} onClick={addStep} disabled={full}>
        <span aria-hidden="true">+</span> {t('steps.add')}
      </Button>
      {full && (
        <p className={styles.full}>
          {t('checks.stepsFull', { max: formatDecimal(recipeLimits.instructions, i18n.language) })}
        </p>
      )}
    </div>
  );
}
