import type { CancellationPolicy } from '../../../contract/common';
import { addDays } from '../availability/isoDates';

/**
 * The cancellation policy in words (SPEC section 6). Without dates it states the rule; with a
 * check-in it names the actual deadline (the check-in date minus the policy's notice, at the
 * listing's check-in time), or says that the deadline has already passed.
 * The result is i18n keys and values so the wording lives in the message file.
 */
export const POLICY_NOTICE_DAYS: Record<CancellationPolicy, number> = { flexible: 1, moderate: 5, strict: 7 };

export type CancellationWording = {
  /** One line naming the policy's rule in general. */
  summary: { key: string };
  /** With dates: what happens for this stay. */
  forStay?: { key: string; vars: { deadline: string; time: string } };
};

export function cancellationWording(
  policy: CancellationPolicy,
  stay?: { checkIn: string; today: string; checkInTime: string },
): CancellationWording {
  const summary = { key: `listing.cancellation.${policy}.summary` };
  if (!stay) return { summary };
  const deadline = addDays(stay.checkIn, -POLICY_NOTICE_DAYS[policy]);
  // The deadline is a moment on `deadline` at check-in time; a deadline dated before today has
  // surely passed. One dated today may still be ahead, so it is worded as a deadline.
  const passed = deadline < stay.today;
  return {
    summary,
    forStay: { key: `listing.cancellation.${policy}.${passed ? 'passed' : 'until'}`, vars: { deadline, time: stay.checkInTime } },
  };
}
