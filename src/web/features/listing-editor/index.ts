/** The listing editor (issue 10 §1, §3): /host/listings/new and /host/listings/:id/edit. */
export { ListingEditor, EditorSkeleton } from './ListingEditor';
export { NewListing } from './NewListing';
