import { describe, expect, it } from 'vitest';
import { CreateReportBodySchema } from '../../../contract/reports';
import { reportBody, reportProblems } from './form';

describe('report form', () => {
  it('needs a reason', () => {
    expect(reportProblems({ reason: null, note: '' })).toEqual({ reason: 'reason' });
  });

  it('needs a note only for "other"', () => {
    expect(reportProblems({ reason: 'spam', note: '' })).toEqual({});
    expect(reportProblems({ reason: 'other', note: '   ' })).toEqual({ note: 'note' });
    expect(reportProblems({ reason: 'other', note: 'Photos are of another house' })).toEqual({});
  });

  it('refuses a note over 1000 characters', () => {
    expect(reportProblems({ reason: 'scam', note: 'x'.repeat(1001) })).toEqual({ note: 'noteLong' });
  });

  it('sends what the server accepts, leaving a blank note out', () => {
    const plain = reportBody('review', 'rv_1', { reason: 'inappropriate', note: '  ' });
    expect(plain).toEqual({ targetType: 'review', targetId: 'rv_1', reason: 'inappropriate' });
    expect(CreateReportBodySchema.safeParse(plain).success).toBe(true);
    const other = reportBody('user', 'u_1', { reason: 'other', note: ' Asked me to pay by wire <b>now</b> ' });
    expect(other.note).toBe('Asked me to pay by wire <b>now</b>');
    expect(CreateReportBodySchema.safeParse(other).success).toBe(true);
  });
});
