import { describe, expect, it } from 'vitest';
import { openApiDocument } from './document';

describe('OpenAPI: messages and wishlists', () => {
  const doc = openApiDocument('http://localhost:3000') as { paths: Record<string, Record<string, any>> };

  it('describes every call, the stream as text/event-stream', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops).toEqual(expect.arrayContaining([
      'GET /api/v1/conversations', 'GET /api/v1/conversations/unread-count', 'GET /api/v1/conversations/stream',
      'GET /api/v1/conversations/by-booking/{id}', 'GET /api/v1/conversations/{id}', 'POST /api/v1/conversations',
      'POST /api/v1/conversations/{id}/messages', 'POST /api/v1/conversations/{id}/read',
      'GET /api/v1/wishlists', 'GET /api/v1/wishlists/saved', 'GET /api/v1/wishlists/{id}', 'POST /api/v1/wishlists',
      'PATCH /api/v1/wishlists/{id}', 'DELETE /api/v1/wishlists/{id}', 'PUT /api/v1/wishlists/{id}/items/{listingId}',
      'DELETE /api/v1/wishlists/{id}/items/{listingId}',
    ]));
    const stream = doc.paths['/api/v1/conversations/stream']!.get;
    expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
    expect(stream.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['header:Last-Event-ID', 'query:lastEventId']);
    const put = doc.paths['/api/v1/wishlists/{id}/items/{listingId}']!.put;
    expect(put.parameters.map((p: { name: string }) => p.name)).toEqual(['id', 'listingId']);
    const send = doc.paths['/api/v1/conversations/{id}/messages']!.post;
    expect(send.requestBody.content['application/json'].schema.properties.body).toBeTruthy();
    expect(Object.keys(send.responses)).toEqual(expect.arrayContaining(['201', '429']));
  });
});
