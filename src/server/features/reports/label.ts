import type { ReportTargetType } from '../../../contract/reports.js';

/** Something reported, for the report's English label: its type and name (decision 0040). */
export type ReportTargetName = {
  type: ReportTargetType;
  /** A listing's title (also a review's), a member's name (also a message's sender); null once it is gone. */
  name: string | null;
  /** The member (or the message's sender) deleted their account: `name` is the English placeholder. */
  former?: true;
};

const GONE: Record<ReportTargetType, string> = { listing: 'a listing', user: 'a member', review: 'a review', message: 'a message' };

/**
 * The English `targetLabel` answers and notices keep for API clients: "Casa Azul", "Ana", "a review
 * of Casa Azul", "a message from Ana" ("… from a former member"). The web and the Spanish e-mails
 * word the type, name and `former` themselves.
 */
export function reportLabel({ type, name, former }: ReportTargetName): string {
  if (name === null) return GONE[type];
  if (type === 'review') return `a review of ${name}`;
  if (type === 'message') return `a message from ${former ? 'a former member' : name}`;
  return name;
}
