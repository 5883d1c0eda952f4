/** The host's listings through the API, their links and status badge: shared by /host and the listing editor. */
export {
  hostListingKeys, useHostListings, useHostListing, useCreateListing, useSaveListing, useListingAction,
  uploadPhoto, usePhotoAdded, usePhotoActions, type HostListingAction,
} from './api';
export { editListingHref, NEW_LISTING_HREF } from './hrefs';
export { ListingStatusBadge } from './StatusBadge';
