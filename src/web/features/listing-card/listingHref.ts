/** Search context a card passes on to the listing page, so dates and guests carry over. */
export type StayContext = { checkin?: string; checkout?: string; guests?: number; infants?: number; pets?: number };

export function listingHref(listing: { id: string; slug: string }, ctx: StayContext = {}): string {
  const p = new URLSearchParams();
  if (ctx.checkin && ctx.checkout) {
    p.set('checkin', ctx.checkin);
    p.set('checkout', ctx.checkout);
  }
  if (ctx.guests) p.set('guests', String(ctx.guests));
  if (ctx.infants) p.set('infants', String(ctx.infants));
  if (ctx.pets) p.set('pets', String(ctx.pets));
  const qs = p.toString();
  const path = `/listings/${encodeURIComponent(listing.id)}${listing.slug ? `/${encodeURIComponent(listing.slug)}` : ''}`;
  return qs ? `${path}?${qs}` : path;
}
