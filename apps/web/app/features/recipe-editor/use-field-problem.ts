import { useEffect, useId } from 'react';
import { formatDecimal } from '@recipes/contracts/plain';
import { useTranslation } from '../../i18n/react.tsx';
import type { FieldProblem } from './form-checks.ts';

/**
 * The problem's text in the editor's language ('' for none) and an id for the control it is
 * about. The control's browser validity carries the text, so submitting the form stops at that
 * control and the browser says why, as it does for a required field left empty.
 */
export function useFieldProblem(problem: FieldProblem | null): { id: string; message: string } {
  const { t, i18n } = useTranslation('editor');
  const id = useId();
  const values =
    problem?.params &&
    Object.fromEntries(
      Object.entries(problem.params).map(([name, value]) => [name, formatDecimal(value, i18n.language)]),
    );
  const message = problem ? t(problem.key, values) : '';
  useEffect(() => {
    const control = document.getElementById(id);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      control.setCustomValidity(message);
    }
  }, [id, message]);
  return { id, message };
}
