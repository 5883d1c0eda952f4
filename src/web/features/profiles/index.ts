/** Public profiles (/users/:id), and a guest's reviews for the host deciding their request. */
import { addCatalog } from '../../i18n/en';
import { profiles } from '../../i18n/en/profiles';

addCatalog(profiles);

export { ProfileView } from './ProfileView';
export { ProfileNotFound } from './ProfileNotFound';
export { GuestReviews } from './GuestReviews';
export { useProfile, profileKeys } from './api';
