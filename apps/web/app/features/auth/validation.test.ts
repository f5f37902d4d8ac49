import { describe, expect, it } from 'vitest';
import { providerToken } from './AuthCallbackView.tsx';
import { validateLogin } from './login-validation.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import { validateRegister } from './register-validation.ts';

describe('validateLogin', () => {
  it('requires a username and a password of at least 4 characters', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
    });
    expect(validateLogin({ username: 'anna', password: 'abc' })).toEqual({ password: 'passwordTooShort' });
    expect(validateLogin({ username: 'anna', password: 'abcd' })).toEqual({});
  });
});

describe('validateRegister', () => {
  const valid = { username: 'Anna_S', name: 'Anna', email: 'anna@example.com', password: '12345678' };

  it('accepts a username in any case, as the server lowercases it', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('names each problem', () => {
    expect(validateRegister({ username: 'a!', name: ' ', email: 'anna@', password: '1234567' })).toEqual({
      username: 'usernameFormat',
      name: 'nameRequired',
      email: 'emailInvalid',
      password: 'passwordTooShortRegister',
    });
    expect(validateRegister({ username: '', name: 'A', email: '', password: '' })).toEqual({
      username: 'usernameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });
});

describe('safeRedirectTarget', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirectTarget('/recipe/new')).toBe('/recipe/new');
    expect(safeRedirectTarget('/recipes?category=soups')).toBe('/recipes?category=soups');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it('never loops back to the sign-in pages', () => {
    expect(safeRedirectTarget('/login')).toBe('/');
    expect(safeRedirectTarget('/register?x=1')).toBe('/');
    expect(safeRedirectTarget('/auth/callback')).toBe('/');
  });
});

describe('providerToken', () => {
  it('reads code or access_token from the query, then from the hash', () => {
    expect(providerToken('?code=abc', '')).toBe('abc');
    expect(providerToken('?access_token=xyz', '')).toBe('xyz');
    expect(providerToken('', '#access_token=from-hash&expires_in=3600')).toBe('from-hash');
    expect(providerToken('?state=1', '')).toBeNull();
  });
});
