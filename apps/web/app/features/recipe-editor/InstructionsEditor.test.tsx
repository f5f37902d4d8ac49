import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recipeLimits } from '@recipes/contracts/plain';
import type { EditorActions } from './editor-actions.ts';
import type { StepDraft } from './form-model.ts';
import { InstructionsEditor } from './InstructionsEditor.tsx';

const steps = (n: number): StepDraft[] =>
  Array.from({ length: n }, (_, i) => ({ key: `s${i}`, instruction: `Step ${i}`, imageURL: null, thumbnailURL: null }));

function renderSteps(count: number) {
  render(<InstructionsEditor steps={steps(count)} dispatch={vi.fn()} actions={{} as EditorActions} busy={false} />);
  return screen.getByRole('button', { name: /Add step/ });
}

describe("the steps list at the API's limit", () => {
  it('stops adding at the last step the API takes, and says why', () => {
    expect(renderSteps(recipeLimits.instructions)).toHaveProperty('disabled', true);
    expect(screen.getByText('A recipe has at most 200 steps.')).toBeTruthy();
  });

  it('adds steps below it', () => {
    expect(renderSteps(recipeLimits.instructions - 1)).toHaveProperty('disabled', false);
    expect(screen.queryByText(/at most 200 steps/)).toBeNull();
  });
});
