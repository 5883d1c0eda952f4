/**
 * The server's clock, which end-to-end journeys may move forward (TEST_CLOCK=true, never in
 * production): a request that expires after 24 h can then be watched expiring in a real browser.
 * Only business rules read it (deps.now); sessions, cookies and logs keep real time.
 */
export type TestClock = { now: () => Date; offsetMs: () => number; setOffset: (ms: number) => void };

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
