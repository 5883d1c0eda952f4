import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { insertListing } from './factories';
import { send } from './hosting';
import { openApiDocument } from '../../src/server/openapi/document';

/**
 * Issue 14 §2: every /api/v1/admin/* call the OpenAPI document lists (so a new one is covered
 * without touching this file) × every role: visitors 401, guests and hosts 403, admins get past
 * the door (any answer but 401/403). Each refusal in SPEC §8's error shape.
 */
const doc = openApiDocument('http://127.0.0.1') as unknown as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
const calls = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith('/api/v1/admin/'))
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(), path: path.replaceAll(/\{[^}]+\}/g, 'no_such_id'), body: op.requestBody ? {} : undefined,
  })));

describe.each(engines())('the admin access matrix on %s', (engine) => {
  let t: TestApp;
  let guest: Member;
  let host: Member;
  let admin: Member;
  beforeAll(async () => {
    t = await startTestApp(engine);
    guest = await signedInMember(t);
    host = await signedInMember(t);
    await insertListing(t.database, host.id);
    admin = await signedInMember(t, { role: 'admin' });
  });
  afterAll(() => t?.close());

  it('finds the console calls in the document', () => {
    expect(calls.length).toBeGreaterThanOrEqual(15);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining([
      'GET /api/v1/admin/reports', 'POST /api/v1/admin/reports/no_such_id/resolve', 'POST /api/v1/admin/members/no_such_id/ban', 'GET /api/v1/admin/audit',
    ]));
  });

  it('answers visitors 401, guests and hosts 403, and lets admins through, on every call', async () => {
    const wrong: string[] = [];
    const shape = { code: expect.any(String), message: expect.any(String), requestId: expect.any(String) };
    for (const c of calls) {
      const who: [string, Member['a'], number | null, string | null][] = [
        ['visitor', t.agent(), 401, 'UNAUTHENTICATED'], ['guest', guest.a, 403, 'FORBIDDEN'], ['host', host.a, 403, 'FORBIDDEN'], ['admin', admin.a, null, null],
      ];
      for (const [role, a, status, code] of who) {
        const res = await send(a, c.method, c.path, c.body);
        const body = await res.json();
        const ok = status === null
          ? ![401, 403].includes(res.status)
          : res.status === status && body.error?.code === code && expect.objectContaining(shape).asymmetricMatch(body.error);
        if (!ok) wrong.push(`${role} ${c.method} ${c.path} → ${res.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
