import { describe, expect, it } from 'vitest';
import { SignUpBodySchema } from '../../contract/auth';
import { ApiError } from '../api/client';
import { fieldErrors, serverFieldErrors } from './useSchemaForm';

const schema = SignUpBodySchema.pick({ name: true, email: true, password: true });

describe('fieldErrors', () => {
  it('gives each invalid field the contract message, one per field', () => {
    const errors = fieldErrors(schema.safeParse({ name: '  ', email: 'nope', password: 'short' }).error!);
    expect(errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 10 characters.',
    });
  });

  it('is empty once the values pass', () => {
    expect(schema.safeParse({ name: 'Ada', email: 'ada@example.test', password: 'long-enough-pw' }).success).toBe(true);
  });
});

describe('serverFieldErrors', () => {
  it("keeps this form's fields, and puts a fragment's whole message beside its field", () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'That is not your current password.', {
      currentPassword: 'is not your current password',
      newPassword: 'Use at least 10 characters.',
      other: 'Not this form',
    });
    expect(serverFieldErrors(err, ['currentPassword', 'newPassword'])).toEqual({
      currentPassword: 'That is not your current password.',
      newPassword: 'Use at least 10 characters.',
    });
  });
});
