import type { HostListingSummary } from '../../../contract/hosting';

/**
 * The one thing a listing on /host most needs next: finish a draft that lacks something, publish
 * (submit) a complete one, wait for an admin, or edit a listing that is out there.
 */
export type NextAction = 'finish' | 'submit' | 'wait' | 'edit';

export function nextAction(l: Pick<HostListingSummary, 'status' | 'missing' | 'availableActions'>): NextAction {
  if (l.status === 'pending_review') return 'wait';
  if (l.status !== 'draft') return 'edit';
  if (Object.keys(l.missing).length > 0) return 'finish';
  return l.availableActions.includes('submit') ? 'submit' : 'finish';
}
