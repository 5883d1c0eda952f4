/** Reporting a listing, a member, a review or a message to the operator (SPEC §3 Report). */
import { addCatalog } from '../../i18n/en';
import { reports } from '../../i18n/en/reports';

addCatalog(reports);

export { ReportButton } from './ReportButton';
