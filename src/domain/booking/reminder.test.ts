import { describe, expect, it } from 'vitest';
import { reminderDue } from './reminder.js';

const booked = new Date('2027-02-01T12:00:00Z');
const stay = { checkIn: '2027-03-12', timeZone: 'America/Montevideo', bookedAt: booked };

describe('reminderDue', () => {
  it.each([
    ['2027-03-09T23:00:00Z', false, 'three days ahead in Montevideo (20:00 on the 9th)'],
    ['2027-03-10T02:59:00Z', false, '23:59 on the 9th in Montevideo, already the 10th in UTC'],
    ['2027-03-10T03:00:00Z', true, 'midnight of the 10th in Montevideo: two days ahead'],
    ['2027-03-11T15:00:00Z', true, 'the day before'],
    ['2027-03-12T03:00:00Z', false, 'check-in day itself'],
    ['2027-03-20T12:00:00Z', false, 'after the stay'],
  ])('at %s → %s (%s)', (now, due) => {
    expect(reminderDue(stay, new Date(now))).toBe(due);
  });

  it('is not due for a stay booked inside the window', () => {
    const late = { ...stay, bookedAt: new Date('2027-03-10T12:00:00Z') };
    expect(reminderDue(late, new Date('2027-03-11T12:00:00Z'))).toBe(false);
    const justOutside = { ...stay, bookedAt: new Date('2027-03-09T12:00:00Z') };
    expect(reminderDue(justOutside, new Date('2027-03-10T12:00:00Z'))).toBe(true);
  });
});
