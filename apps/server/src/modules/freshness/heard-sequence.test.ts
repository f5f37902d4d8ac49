import { describe, expect, it } from 'vitest';
import { createHeardSequence } from './heard-sequence.ts';

describe('heard sequence', () => {
  it('answers at once for what was heard, later for what is heard meanwhile, false after the wait', async () => {
    const heard = createHeardSequence();
    heard.heard(3);
    expect(await heard.upTo(3, 10)).toBe(true);
    const five = heard.upTo(5, 1000);
    heard.heard(4);
    heard.heard(5);
    expect(await five).toBe(true);
    expect(await heard.upTo(9, 20)).toBe(false);
    heard.heard(2); // an older number never goes back
    expect(heard.current).toBe(5);
  });
});
