import { describe, expect, it } from 'vitest';
import { usernameFromName } from './social-members.ts';

describe('usernameFromName', () => {
  it.each([
    ['Nguyễn Văn Đức', 'nguyen.van.duc'],
    ['Käse König', 'kase.konig'],
    ["Jean-Luc O'Brien", 'jean.luc.o.brien'],
    ['李', 'cook'],
    ['Al', 'cook'],
    ['A very long display name that goes on', 'a.very.long.display.name'],
  ])('%s → %s', (name, expected) => {
    expect(usernameFromName(name)).toBe(expected);
  });
});
