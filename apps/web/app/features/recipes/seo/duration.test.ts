import { describe, expect, it } from 'vitest';
import { isoDuration, totalMinutes } from './duration.ts';

describe('isoDuration', () => {
  it('formats minutes as ISO 8601 durations', () => {
    expect(isoDuration(75)).toBe('PT1H15M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(1500)).toBe('PT25H');
  });

  it('leaves unknown times out', () => {
    expect(isoDuration(null)).toBeUndefined();
    expect(isoDuration(undefined)).toBeUndefined();
    expect(isoDuration(-5)).toBeUndefined();
  });
});

describe('totalMinutes', () => {
  it('adds prep and cook time, treating one missing side as zero', () => {
    expect(totalMinutes(15, 60)).toBe(75);
    expect(totalMinutes(null, 20)).toBe(20);
    expect(totalMinutes(null, null)).toBeNull();
  });
});
