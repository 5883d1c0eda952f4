import { describe, expect, it } from 'vitest';
import { CancelBodySchema, DecisionBodySchema, EmptyBodySchema } from '../../../contract/booking';
import { actionBody } from './api';

describe('actionBody', () => {
  it('sends what each action accepts, and the contract accepts it', () => {
    expect(DecisionBodySchema.parse(actionBody('decline', '  Sorry, we are away. '))).toEqual({ message: 'Sorry, we are away.' });
    expect(DecisionBodySchema.parse(actionBody('accept', 'Welcome!'))).toEqual({ message: 'Welcome!' });
    expect(CancelBodySchema.parse(actionBody('cancel', 'Plans changed'))).toEqual({ reason: 'Plans changed' });
    expect(EmptyBodySchema.parse(actionBody('withdraw', 'ignored'))).toEqual({});
  });

  it('leaves blank text out', () => {
    expect(actionBody('cancel', '   ')).toEqual({});
    expect(actionBody('decline')).toEqual({});
  });
});
