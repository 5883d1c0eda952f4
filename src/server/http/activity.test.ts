import { describe, expect, it } from 'vitest';
import { requestDone, requestStarted, visitorsQuiet } from './activity';

describe('visitorsQuiet', () => {
  it('waits while a request is being answered and for the quiet time after it', async () => {
    requestStarted();
    let resolved = false;
    const t0 = Date.now();
    const quiet = visitorsQuiet(150).then(() => {
      resolved = true;
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(resolved).toBe(false);
    requestDone();
    await quiet;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(200 + 150 - 5);
  });

  it('is at once when nobody has come for a while', async () => {
    await new Promise((r) => setTimeout(r, 60));
    const t0 = Date.now();
    await visitorsQuiet(50);
    expect(Date.now() - t0).toBeLessThan(40);
  });
});
