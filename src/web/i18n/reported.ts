import type { ReportTargetType } from '../../contract/reports';
import type { I18n } from './index';
import { nameOf } from './former';

/** Something reported as the server answers it: its English label and what that is made of (decision 0040). */
export type Reported = {
  targetType: ReportTargetType;
  targetLabel: string | null;
  /** Absent from notices written before it existed; null when the target is gone. */
  targetName?: string | null;
  targetFormer?: boolean;
};

/**
 * What was reported in the reader's words: a listing's title, a member's name, "a review of …",
 * "a message from …" ("a former member" once the sender deleted their account). `object` is the
 * phrase the reporter's notices use ("your report of {target}"); `title` heads the operator's
 * pages, where a member who left is "Former member" rather than "a former member". Null when the target is gone
 * and the answer has no words for it; a notice written before the codes keeps its English label.
 */
export function reportedAs(t: I18n['t'], r: Reported, as: 'object' | 'title' = 'object'): string | null {
  if (r.targetName === undefined) return r.targetLabel;
  if (r.targetName === null) return as === 'object' ? t(`common.reported.gone.${r.targetType}`) : null;
  const member = { name: r.targetName, former: r.targetFormer };
  switch (r.targetType) {
    case 'listing': return r.targetName;
    case 'user':
      if (as === 'title') return nameOf(t, member);
      return t('common.reported.user', { name: r.targetFormer ? t('common.reported.former') : r.targetName });
    case 'review': return t('common.reported.review', { title: r.targetName });
    case 'message': return t('common.reported.message', { name: r.targetFormer ? t('common.reported.former') : r.targetName });
  }
}
