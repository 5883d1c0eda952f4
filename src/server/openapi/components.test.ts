import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';
import { NAMED_VIEWS } from './components';

type Media = { schema?: { $ref?: string } };
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>>; components: { schemas: Record<string, unknown> } };

describe('OpenAPI named views', () => {
  const doc = openApiDocument('https://stays.roost.test') as unknown as Doc;
  const answers = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).flatMap(([method, op]) =>
    Object.entries(op.responses).flatMap(([status, r]) => (r.content?.['application/json']?.schema ? [{ at: `${method} ${path} ${status}`, schema: r.content['application/json'].schema }] : []))));

  it('writes each view once under components.schemas, and every reference names one', () => {
    expect(Object.keys(doc.components.schemas).sort()).toEqual(Object.keys(NAMED_VIEWS).sort());
    const refs = answers.flatMap((a) => (a.schema.$ref ? [a.schema.$ref] : []));
    for (const ref of refs) expect(Object.keys(doc.components.schemas), ref).toContain(ref.replace('#/components/schemas/', ''));
    // Each view is the answer of two calls or more (else it belongs inline).
    for (const name of Object.keys(NAMED_VIEWS)) expect(refs.filter((r) => r.endsWith(`/${name}`)).length, name).toBeGreaterThanOrEqual(2);
  });

  it('leaves no answer of two calls written out twice', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { at, schema } of answers) {
      if (schema.$ref) continue;
      const text = JSON.stringify(schema);
      if (text.length < 300) continue; // a small shape ({ ok: true }, a count) reads better inline
      const first = seen.get(text);
      if (first) twice.push(`${at} = ${first}`);
      else seen.set(text, at);
    }
    expect(twice).toEqual([]);
  });
});
