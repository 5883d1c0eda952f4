import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * Issue 15 §4: a Roost client no one here wrote by hand. openapi-typescript turns the served
 * document into types; CLIENT below is a small module written against those types with
 * openapi-fetch; the project's TypeScript compiler checks it (so a call the document does not
 * describe, or describes differently, fails the test); and the test then imports and runs that
 * very module. Everything lives in a throwaway folder under .cache/ (git-ignored) so that the
 * module resolves openapi-fetch from this project's node_modules.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type GeneratedClient = { dir: string; module: string; close(): void };

export async function generateClient(document: unknown): Promise<GeneratedClient> {
  fs.mkdirSync(path.join(ROOT, '.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, '.cache', 'generated-client-'));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    silent: true,
    // A multipart file is a string with a media type in OpenAPI 3.1; a client sends a Blob.
    transform: (schema) => ('contentMediaType' in schema || schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined),
  });
  const close = () => fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(path.join(dir, 'roost-api.ts'), astToString(ast));
  fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
  await typecheck(dir).catch((e) => {
    close();
    throw e;
  });
  return { dir, module: path.join(dir, 'client.ts'), close };
}

/** `tsc --noEmit` on the generated types and the client, strict; its diagnostics become the error. */
async function typecheck(dir: string) {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const args = ['--noEmit', '--strict', '--target', 'ES2023', '--module', 'ESNext', '--moduleResolution', 'Bundler',
    '--lib', 'ES2023,DOM', '--types', 'node', '--skipLibCheck', '--pretty', 'false', 'roost-api.ts', 'client.ts'];
  try {
    await promisify(execFile)(process.execPath, [tsc, ...args], { cwd: dir });
  } catch (e) {
    const out = e as { stdout?: string; stderr?: string };
    throw new Error(`The client does not typecheck against the served document:\n${out.stdout ?? ''}${out.stderr ?? ''}`);
  }
}

/** The client module, as a member of a channel manager would write it against the generated types. */
const CLIENT = String.raw`
import createClient from 'openapi-fetch';
import type { paths } from './roost-api';

type Json<P extends keyof paths, M extends keyof paths[P]> =
  paths[P][M] extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type Scope = Json<'/api/v1/account/tokens', 'post'>['scopes'][number];
export type EventType = Json<'/api/v1/host/webhooks', 'post'>['eventTypes'][number];

/** What every call hands back: the status, and the parsed body as data (2xx) or error (SPEC §8). */
const done = async <D, E>(call: Promise<{ data?: D; error?: E; response: Response }>) => {
  const { data, error, response } = await call;
  return { status: response.status, data, error };
};

/** A listing the generated types must accept, complete enough to publish (with five photos). */
export const LOFT: Json<'/api/v1/listings', 'post'> = {
  title: 'Loft over the old port',
  description: 'A quiet loft over the old port with a long table, fast wifi and a kitchen made for cooking, two minutes from the market.',
  propertyType: 'apartment', roomType: 'entire_place', maxGuests: 3, bedrooms: 1, beds: 2, bathrooms: 1,
  amenities: ['wifi', 'kitchen', 'workspace'],
  address: { street: 'Piedras 300', city: 'Montevideo', region: 'Montevideo', postalCode: '11000', country: 'UY' },
  location: { lat: -34.9058, lng: -56.2087 },
  nightlyPrice: 7500, cleaningFee: 1000, minNights: 2, maxNights: 21,
  instantBook: false, cancellationPolicy: 'moderate',
  houseRules: { text: 'Quiet after ten, please.', petsAllowed: false, smokingAllowed: false, eventsAllowed: false },
};

/**
 * Roost's API for one caller: with a token as a script sends it (Authorization: Bearer), or
 * without, through a fetch that carries a browser's session.
 */
export function roost(baseUrl: string, fetch: (request: Request) => Promise<Response>, token?: string) {
  const api = createClient<paths>({ baseUrl, fetch, headers: token ? { Authorization: 'Bearer ' + token } : {} });
  const id = (value: string) => ({ params: { path: { id: value } } });
  return {
    // The account's calls (a session only).
    makeToken: async (name: string, scopes: Scope[]) => {
      const r = await done(api.POST('/api/v1/account/tokens', { body: { name, scopes } }));
      return { ...r, secret: r.data?.secret, tokenId: r.data?.token.id };
    },
    revokeToken: (tokenId: string) => done(api.POST('/api/v1/account/tokens/{id}/revoke', id(tokenId))),
    registerWebhook: async (url: string, eventTypes: EventType[]) => {
      const r = await done(api.POST('/api/v1/host/webhooks', { body: { url, eventTypes, description: 'Channel manager' } }));
      return { ...r, endpointId: r.data?.id, secret: r.data?.secret };
    },
    // Hosting.
    createListing: async (fields: Json<'/api/v1/listings', 'post'>) => {
      const r = await done(api.POST('/api/v1/listings', { body: fields }));
      return { ...r, listingId: r.data?.id, listingStatus: r.data?.status };
    },
    rename: (listingId: string, title: string) => done(api.PATCH('/api/v1/listings/{id}', { ...id(listingId), body: { title } })),
    uploadPhoto: (listingId: string, file: Blob, caption: string) => done(api.POST('/api/v1/listings/{id}/photos', {
      ...id(listingId),
      body: { file, caption },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('caption', body.caption ?? '');
        form.append('file', body.file, 'photo.jpg');
        return form;
      },
    })),
    submit: async (listingId: string) => {
      const r = await done(api.POST('/api/v1/listings/{id}/submit', id(listingId)));
      return { ...r, listingStatus: r.data?.status };
    },
    myListings: () => done(api.GET('/api/v1/host/listings')),
    block: (listingId: string, startDate: string, endDate: string) =>
      done(api.POST('/api/v1/listings/{id}/calendar/block', { ...id(listingId), body: { startDate, endDate } })),
    // Bookings.
    book: async (listingId: string, checkIn: string, checkOut: string, messageToHost: string) => {
      const r = await done(api.POST('/api/v1/bookings', { body: { listingId, checkIn, checkOut, adults: 2, messageToHost, acceptRules: true } }));
      return { ...r, bookingId: r.data?.id, bookingStatus: r.data?.status };
    },
    accept: async (bookingId: string, message: string) => {
      const r = await done(api.POST('/api/v1/bookings/{id}/accept', { ...id(bookingId), body: { message } }));
      return { ...r, bookingStatus: r.data?.status };
    },
  };
}

/** Calls the document does not allow must not compile: each line below is an error tsc has to find. */
export function mistakes(api: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error: no such call
  void api.GET('/api/v1/listings/{id}/secrets', { params: { path: { id: 'x' } } });
  // @ts-expect-error: blocking takes startDate and endDate, not from and to
  void api.POST('/api/v1/listings/{id}/calendar/block', { params: { path: { id: 'x' } }, body: { from: '2026-12-01', to: '2026-12-02' } });
  // @ts-expect-error: a booking must accept the house rules
  void api.POST('/api/v1/bookings', { body: { listingId: 'x', checkIn: '2026-12-01', checkOut: '2026-12-03', adults: 1 } });
  // @ts-expect-error: not a scope
  const scope: Scope = 'listings:everything';
  return scope;
}
`;
