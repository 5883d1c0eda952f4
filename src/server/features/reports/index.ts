/** What other features use of reports: the English label of something reported. */
export { reportLabel, type ReportTargetName } from './label.js';
