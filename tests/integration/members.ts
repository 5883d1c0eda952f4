import { expect } from 'vitest';
import type { Agent, TestApp } from './harness';
import { insertUser } from './factories';

/** Signed-in members for integration tests, made through the real sign-up flow (tests/integration/auth.test.ts). */
export type Member = { a: Agent; id: string; email: string; name: string };

export const MEMBER_PASSWORD = 'correct horse battery';
let n = 0;

/**
 * A member signed in on a fresh agent: signed up, then verified through the mailed link (which
 * signs in), or, with `verified: false`, signed in by password with the e-mail left unverified.
 */
export async function signedInMember(t: TestApp, opts: { verified?: boolean; name?: string; role?: 'admin' } = {}): Promise<Member> {
  const a = t.agent();
  const email = `member${++n}.${process.pid}.${Date.now().toString(36)}@example.test`;
  const name = opts.name ?? `Member ${n}`;
  expect((await a.post('/api/auth/sign-up/email', { name, email, password: MEMBER_PASSWORD })).status).toBe(200);
  if (opts.verified ?? true) {
    const mail = await t.lastMail(email);
    const link = mail?.links.find((l) => l.includes('/verify-email?token='));
    expect(link, `a verification link was mailed to ${email}`).toBeTruthy();
    expect((await a.fetch(`/api/auth/verify-email${new URL(link!).search}`)).status).toBe(200);
  } else {
    expect((await a.post('/api/auth/sign-in/email', { email, password: MEMBER_PASSWORD })).status).toBe(200);
  }
  const session = (await (await a.fetch('/api/auth/get-session')).json()) as { user: { id: string } } | null;
  expect(session?.user.id).toBeTruthy();
  const id = session!.user.id;
  if (opts.role === 'admin') await t.database.pool.query(`update users set role = 'admin' where id = $1`, [id]);
  return { a, id, email, name };
}

/** Signs in, on a fresh agent, as a user made by factories' insertUser({ password }). */
export async function signInAs(t: TestApp, user: { id: string; email: string; name: string }, password = MEMBER_PASSWORD): Promise<Member> {
  const a = t.agent();
  const res = await a.post('/api/auth/sign-in/email', { email: user.email, password });
  expect(res.status, `signing in as ${user.email}`).toBe(200);
  return { a, id: user.id, email: user.email, name: user.name };
}

/** `count` verified members, inserted directly and signed in by password: cheap enough for races. */
export async function manyMembers(t: TestApp, count: number): Promise<Member[]> {
  const users = [];
  for (let i = 0; i < count; i++) users.push(await insertUser(t.database, { password: MEMBER_PASSWORD, name: `Racer ${i + 1}` }));
  // Password checks run on libuv's thread pool: a few at a time overlap.
  const members: Member[] = [];
  for (let i = 0; i < users.length; i += 8) members.push(...(await Promise.all(users.slice(i, i + 8).map((u) => signInAs(t, u)))));
  return members;
}
