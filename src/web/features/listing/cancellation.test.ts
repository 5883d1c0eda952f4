import { describe, expect, it } from 'vitest';
import { cancellationWording } from './cancellation';

const stay = (checkIn: string) => ({ checkIn, today: '2026-06-01', checkInTime: '15:00' });

describe('cancellation wording', () => {
  it('states the rule alone when no dates are chosen', () => {
    const w = cancellationWording('moderate');
    expect(w.summary.key).toBe('listing.cancellation.moderate.summary');
    expect(w.forStay).toBeUndefined();
  });

  it('names the deadline as check-in minus the notice of each policy', () => {
    expect(cancellationWording('flexible', stay('2026-07-10')).forStay).toEqual({
      key: 'listing.cancellation.flexible.until', vars: { deadline: '2026-07-09', time: '15:00' },
    });
    expect(cancellationWording('moderate', stay('2026-07-10')).forStay?.vars.deadline).toBe('2026-07-05');
    expect(cancellationWording('strict', stay('2026-07-03')).forStay?.vars.deadline).toBe('2026-06-26');
  });

  it('says when the deadline has already passed for a close check-in', () => {
    expect(cancellationWording('moderate', stay('2026-06-05')).forStay?.key).toBe('listing.cancellation.moderate.passed');
    expect(cancellationWording('moderate', stay('2026-06-06')).forStay?.key).toBe('listing.cancellation.moderate.until');
    expect(cancellationWording('strict', stay('2026-06-02')).forStay?.key).toBe('listing.cancellation.strict.passed');
    expect(cancellationWording('flexible', stay('2026-06-02')).forStay?.key).toBe('listing.cancellation.flexible.until');
  });
});
