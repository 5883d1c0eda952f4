import { createContext, type ComponentType } from 'react';

/**
 * The heart a card shows top-right on its photo. The card does not know about wishlists: the app
 * shell provides the wishlists feature's heart here (and a wishlist page its own), so this feature
 * stays free of that one and of the member-only code behind it. The heart is a button with
 * aria-pressed (saved) and data-pop while it has just been saved; the card styles both.
 */
export type CardHeartProps = { listingId: string; className?: string };
export const CardHeartContext = createContext<ComponentType<CardHeartProps> | null>(null);
