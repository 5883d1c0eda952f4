import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/openapi/document';
import { responseChecker } from './openapi-responses';

// The check every integration test's responses go through (harness.ts): it must catch each kind of drift.
const check = responseChecker(openApiDocument('https://stays.roost.test'));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const error = (code: string) => ({ error: { code, message: 'm', requestId: 'r' } });

describe('responses checked against the OpenAPI document', () => {
  it('lets a documented answer through', async () => {
    await check('GET', '/api/v1/notifications/unread-count', json(200, { unreadCount: 2 }));
    await check('GET', 'https://stays.roost.test/api/v1/me', json(401, error('UNAUTHENTICATED')));
    await check('GET', '/api/v1/listings/abc/calendar.ics?token=x', new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar; charset=utf-8' } }));
  });

  it('fails a body that does not match the schema, naming the field', async () => {
    await expect(check('GET', '/api/v1/notifications/unread-count', json(200, { unreadCount: 'two' })))
      .rejects.toThrow(/GET \/api\/v1\/notifications\/unread-count 200[^]*unreadCount/);
    await expect(check('GET', '/api/v1/me', json(401, error('NOT_FOUND')))).rejects.toThrow(/does not match/);
  });

  it('fails a status the operation does not list, and a wrong media type', async () => {
    await expect(check('GET', '/api/v1/config', json(404, error('NOT_FOUND')))).rejects.toThrow(/does not list for GET \/api\/v1\/config/);
    await expect(check('GET', '/api/v1/config', new Response('<html>', { headers: { 'content-type': 'text/html' } }))).rejects.toThrow(/as text\/html/);
  });

  it('fails an undocumented call, but not the JSON 404 of a path no call has', async () => {
    await expect(check('PUT', '/api/v1/config', json(200, {}))).rejects.toThrow(/no PUT operation/);
    await check('GET', '/api/v1/nothing-here', json(404, error('NOT_FOUND')));
    await check('GET', '/healthz', json(200, {}));
  });

  it('matches a literal segment before a parameter', async () => {
    await check('GET', '/api/v1/conversations/by-booking/b1', json(200, { conversationId: null }));
    await expect(check('GET', '/api/v1/conversations/by-booking/b1', json(409, error('INVALID_TRANSITION')))).rejects.toThrow(/GET \/api\/v1\/conversations\/by-booking\/\{id\}/);
  });
});
