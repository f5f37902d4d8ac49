import { describe, expect, it } from 'vitest';
import { AuthResponseSchema } from './accounts.ts';
import { ErrorBodySchema } from './common.ts';
import { isAuthResponse, isErrorBody } from './shape-checks.ts';

const member = {
  id: 7,
  username: 'anna.becker',
  name: 'Anna Becker',
  email: 'anna.becker@example.com',
  profilePicture: null,
  createdAt: '2025-01-02T03:04:05.000Z',
  favoriteCount: 3,
  followersCount: 1,
  followingCount: 0,
  roles: ['user'],
  token: 'abc',
};

const authSamples: [string, unknown][] = [
  ['a complete answer', member],
  ['a profile picture', { ...member, profilePicture: '/media/7/a-400.webp' }],
  ['an extra field', { ...member, extra: true }],
  ['no token', { ...member, token: undefined }],
  ['a numeric token', { ...member, token: 1 }],
  ['a fractional id', { ...member, id: 1.5 }],
  ['an id as text', { ...member, id: '7' }],
  ['no profile picture field', { ...member, profilePicture: undefined }],
  ['roles that are not text', { ...member, roles: [1] }],
  ['roles as text', { ...member, roles: 'user' }],
  ['null', null],
  ['an array', [member]],
  ['text', 'member'],
];

describe('isAuthResponse agrees with AuthResponseSchema', () => {
  it.each(authSamples)('%s', (_name, sample) => {
    expect(isAuthResponse(sample)).toBe(AuthResponseSchema.safeParse(sample).success);
  });
});

const error = { success: false, error: 'Not found', code: 'NOT_FOUND', timestamp: '2025-01-02T03:04:05.000Z' };

const errorSamples: [string, unknown][] = [
  ['a plain error', error],
  ['details', { ...error, code: 'VALIDATION_FAILED', details: [{ path: 'name', message: 'Required' }] }],
  ['empty details', { ...error, details: [] }],
  ['malformed details', { ...error, details: [{ path: 'name' }] }],
  ['details as text', { ...error, details: 'name' }],
  ['an unknown code', { ...error, code: 'TEAPOT' }],
  ['success true', { ...error, success: true }],
  ['no message', { ...error, error: undefined }],
  ['no timestamp', { ...error, timestamp: undefined }],
  ['null', null],
  ['an HTML page', '<html>'],
];

describe('isErrorBody agrees with ErrorBodySchema', () => {
  it.each(errorSamples)('%s', (_name, sample) => {
    expect(isErrorBody(sample)).toBe(ErrorBodySchema.safeParse(sample).success);
  });

  it('accepts a real error body and rejects a non-error', () => {
    expect(isErrorBody(error)).toBe(true);
    expect(isErrorBody({ ...error, success: true })).toBe(false);
  });
});
