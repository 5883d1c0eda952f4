/** The host's calendar of one listing: nights, prices, blocks, iCal sync (issue 10 §4–5). */
export { HostCalendarView } from './HostCalendarView';
export { HostCalendarPage } from './HostCalendarPage';
export { calendarHref } from './href';
