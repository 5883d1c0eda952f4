/**
 * Wishlists' public face for the app shell and other features: the heart and the member layer.
 * Both are light; what members need is fetched lazily behind them. The pages (/wishlists,
 * /wishlists/:id) are imported by their routes directly, so importing this file stays cheap.
 */
export { SaveHeart } from './SaveHeart';
export { WishlistLayer } from './WishlistLayer';
