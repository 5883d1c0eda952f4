/** The host's listings through the API: shared by /host and the listing editor (no components, no styles). */
export {
  hostListingKeys, useHostListings, useHostListing, useCreateListing, useSaveListing, useListingAction,
  uploadPhoto, usePhotoAdded, usePhotoActions, type HostListingAction,
} from './api';
export { editListingHref, NEW_LISTING_HREF } from './hrefs';
