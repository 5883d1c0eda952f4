import { Hono } from 'hono';
import { z } from 'zod';
import { jsonBody, parseOrThrow } from '../../http/validate.js';
import type { TestClock } from './clock.js';

/** Ten years either way is plenty for any journey and keeps dates sane. */
const MAX_OFFSET_MS = 10 * 365 * 24 * 3600_000;
const SetOffsetSchema = z.strictObject({ offsetMs: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) });

/** `/dev/clock`: read or move the business clock. Mounted only when TEST_CLOCK=true. */
export function testClockRoutes(clock: TestClock) {
  const r = new Hono();
  const state = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });
  r.get('/', (c) => c.json(state()));
  r.post('/', async (c) => {
    clock.setOffset(parseOrThrow(SetOffsetSchema, await jsonBody(c)).offsetMs);
    return c.json(state());
  });
  return r;
}
