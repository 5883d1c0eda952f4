import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';
import { TAGS, tagOf } from './tags';

type Op = { tags?: string[] };

describe('OpenAPI tags', () => {
  const doc = openApiDocument('https://stays.roost.test') as { tags: { name: string }[]; paths: Record<string, Record<string, Op>> };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('gives every operation exactly one tag the document declares, and declares none that is unused', () => {
    const declared = doc.tags.map((t) => t.name);
    expect(declared).toEqual(TAGS.map((t) => t.name));
    for (const { path, method, op } of ops) {
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(declared, `${method} ${path}`).toContain(op.tags![0]);
    }
    expect(new Set(ops.map((o) => o.op.tags![0])).size).toBe(declared.length);
  });

  it('puts a guest\'s reads of listings under Stays and a host\'s calls under Hosting', () => {
    expect(tagOf('get', '/api/v1/listings', 'public')).toBe('Stays');
    expect(tagOf('get', '/api/v1/listings/{id}', 'optional')).toBe('Stays');
    expect(tagOf('get', '/api/v1/listings/{id}/calendar.ics', 'public')).toBe('Hosting');
    expect(tagOf('get', '/api/v1/listings/{id}/calendar', 'session')).toBe('Hosting');
    expect(tagOf('patch', '/api/v1/listings/{id}', 'session')).toBe('Hosting');
    expect(tagOf('post', '/api/v1/admin/webhooks/{id}/ping', 'session')).toBe('Webhooks');
    expect(tagOf('post', '/api/v1/admin/members/{id}/ban', 'session')).toBe('Operators');
    expect(tagOf('post', '/api/auth/sign-in/email', 'public')).toBe('Sign-in');
  });

  it('refuses a call whose group it does not know, so a new resource gets one on purpose', () => {
    expect(() => tagOf('get', '/api/v1/gift-cards', 'public')).toThrow(/No OpenAPI tag/);
  });
});
