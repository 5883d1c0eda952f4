/**
 * Spanish, every screen at once (es/ mirrors en/ file for file; each file is typed against its
 * English twin, so a key missing or left over fails the typecheck). Loaded only when the locale
 * is Spanish (load.ts), never in the English reader's chunks. We write to the reader as «tú», as
 * the big marketplaces do in Spanish (docs/decisions/0034-languages.md).
 */
import { catalogue, type Messages } from './en';
import { common } from './es/common';
import { listing } from './es/listing';
import { shell } from './es/shell';
import { searchBar } from './es/searchBar';
import { search } from './es/search';
import { listingCard } from './es/listingCard';
import { landing } from './es/landing';
import { map } from './es/map';
import { account } from './es/account';
import { auth } from './es/auth';
import { booking } from './es/booking';
import { notifications } from './es/notifications';
import { wishlists } from './es/wishlists';
import { hostCalendar } from './es/hostCalendar';
import { messages } from './es/messages';
import { hosting } from './es/hosting';
import { avatar } from './es/avatar';
import { apiTokens } from './es/apiTokens';
import { profiles } from './es/profiles';
import { reviews } from './es/reviews';
import { reports } from './es/reports';
import { pages } from './es/pages';
import { webhooks } from './es/webhooks';
import { admin } from './es/admin';
import { adminSettings } from './es/adminSettings';
import { adminLists } from './es/adminLists';
import { adminOverview } from './es/adminOverview';
import { adminFeeds } from './es/adminFeeds';
import { errors } from './es/errors';

export const es: Messages = catalogue(
  common, listing, shell, searchBar, search, listingCard, landing, map, account, auth, booking, notifications, wishlists, hostCalendar, messages, hosting, avatar, apiTokens, profiles, reviews, reports, pages, webhooks, admin, adminSettings, adminLists, adminOverview, adminFeeds, errors,
);
