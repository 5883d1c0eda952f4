import { describe, expect, it } from 'vitest';
import { SignUpBodySchema } from '../../../contract/auth';
import { fieldErrors } from './useZodForm';

const schema = SignUpBodySchema.pick({ name: true, email: true, password: true });

describe('fieldErrors', () => {
  it('gives each invalid field the contract message, one per field', () => {
    const errors = fieldErrors(schema, { name: '  ', email: 'nope', password: 'short' });
    expect(errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Use at least 10 characters.',
    });
  });

  it('is empty once the values pass', () => {
    expect(fieldErrors(schema, { name: 'Ada', email: 'ada@example.test', password: 'long-enough-pw' })).toEqual({});
  });
});
