/** Where a listing's calendar lives (for links from /host and the listing editor). */
export const calendarHref = (listingId: string) => `/host/listings/${encodeURIComponent(listingId)}/calendar`;
