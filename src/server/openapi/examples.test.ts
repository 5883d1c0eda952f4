import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples';
import { openApiDocument } from './document';

describe('OpenAPI examples', () => {
  it('each example still parses with its schema', () => {
    for (const [key, example] of EXAMPLES) {
      const schema = typeof key === 'function' ? key(100) : key;
      const r = schema.safeParse(example);
      expect(r.success ? 'ok' : `${JSON.stringify(example).slice(0, 60)}: ${r.error.message}`).toBe('ok');
    }
  });
});

describe('OpenAPI examples: coverage', () => {
  const doc = openApiDocument('https://stays.roost.test') as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { examples?: unknown }> } }>>;
  };
  it('every JSON request body has an example', () => {
    const missing = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
      .filter(([, op]) => op.requestBody?.content['application/json'] && !op.requestBody.content['application/json'].examples)
      .map(([method]) => `${method.toUpperCase()} ${path}`));
    expect(missing).toEqual([]);
  });
});
