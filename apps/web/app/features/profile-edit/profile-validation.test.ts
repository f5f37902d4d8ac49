import { describe, expect, it } from 'vitest';
import { validateDetails, validatePassword } from './profile-validation.ts';

describe('edit profile validation', () => {
  it('needs a name and a valid e-mail address', () => {
    expect(validateDetails({ name: ' ', email: '' })).toEqual({ name: 'nameRequired', email: 'emailRequired' });
    expect(validateDetails({ name: 'Anna', email: 'anna@' })).toEqual({ email: 'emailInvalid' });
    expect(validateDetails({ name: 'Anna', email: 'anna@example.com' })).toEqual({});
  });

  it('asks for the current password only when the member has one', () => {
    const values = { currentPassword: '', newPassword: 'long-enough', confirmPassword: 'long-enough' };
    expect(validatePassword(values, true)).toEqual({ currentPassword: 'currentRequired' });
    expect(validatePassword(values, false)).toEqual({});
  });

  it('needs a long enough new password, repeated the same', () => {
    expect(validatePassword({ currentPassword: 'x', newPassword: '', confirmPassword: '' }, true)).toEqual({
      newPassword: 'newRequired',
    });
    expect(validatePassword({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }, true)).toEqual({
      newPassword: 'newTooShort',
    });
    expect(
      validatePassword({ currentPassword: 'x', newPassword: 'long-enough', confirmPassword: 'long-enougH' }, true),
    ).toEqual({ confirmPassword: 'confirmMismatch' });
  });
});
