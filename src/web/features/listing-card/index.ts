export { ListingCard } from './ListingCard';
export { ListingCardSkeleton } from './ListingCardSkeleton';
export { listingHref, type StayContext } from './listingHref';
export { CardHeartContext, type CardHeartProps } from './cardHeart';
