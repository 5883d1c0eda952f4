import { describe, expect, it } from 'vitest';
import { listingPatchSchema } from '../../../contract/hosting';
import { ApiError } from '../../api/client';
import { schemaErrors, serverErrors } from './fieldErrors';

const schema = listingPatchSchema(100);

describe('field errors from the contract schema', () => {
  it('names nested fields by their dotted path, as the server does', () => {
    const r = schema.safeParse({ title: 'Short', address: { street: '', city: 'x'.repeat(101), region: '', postalCode: '', country: 'fr' } });
    expect(schemaErrors(r.error!)).toEqual({
      title: 'At least 10 characters.',
      'address.city': 'At most 100 characters.',
      'address.country': 'Must be a two-letter country code.',
    });
  });

  it('checks a price in minor units against the major-unit bounds', () => {
    expect(schemaErrors(schema.safeParse({ nightlyPrice: 999 }).error!)).toEqual({ nightlyPrice: 'At least 10.' });
    expect(schema.safeParse({ nightlyPrice: 1000 }).success).toBe(true);
  });

  it('puts minimum above maximum nights on the minimum', () => {
    expect(schemaErrors(schema.safeParse({ minNights: 5, maxNights: 2 }).error!)).toEqual({ minNights: 'Cannot be more than the maximum nights.' });
  });
});

describe('field errors from the server', () => {
  it("keeps this step's fields, nested ones included", () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'Please check: title, address.city, price.', {
      title: 'at least 10 characters', 'address.city': 'at most 100 characters', cleaningFee: 'cannot be negative',
    });
    expect(serverErrors(err, ['title', 'address'])).toEqual({ title: 'At least 10 characters.', 'address.city': 'At most 100 characters.' });
    expect(serverErrors(new Error('x'), ['title'])).toEqual({});
  });
});
