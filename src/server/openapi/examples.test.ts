import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples';

describe('OpenAPI examples', () => {
  it('each example still parses with its schema', () => {
    for (const [schema, example] of EXAMPLES) {
      const r = schema.safeParse(example);
      expect(r.success ? 'ok' : `${JSON.stringify(example).slice(0, 60)}: ${r.error.message}`).toBe('ok');
    }
  });
});
