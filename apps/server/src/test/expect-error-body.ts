import { expect } from 'vitest';
import type { ErrorCode } from '@recipes/contracts';

/** Test support: asserts CONTRACT.md's error body, exactly, with an optional expected message. */
export function expectErrorBody(
  response: { status: number; body: unknown },
  status: number,
  code: ErrorCode,
  message?: string,
): void {
  expect(response.status).toBe(status);
  const body = response.body as Record<string, unknown>;
  // Only validation failures may carry details.
  const keys = Object.keys(body).filter((key) => code === 'VALIDATION_FAILED' || key !== 'details');
  expect(keys.sort()).toEqual(
    ['code', 'error', 'success', 'timestamp'].concat(keys.includes('details') ? ['details'] : []).sort(),
  );
  expect(Object.keys(body).length).toBe(keys.length);
  expect(body.success).toBe(false);
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(new Date(String(body.timestamp)).toISOString()).toBe(body.timestamp);
  if (message !== undefined) expect(body.error).toBe(message);
}
