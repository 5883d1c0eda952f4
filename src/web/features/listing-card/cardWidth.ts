/**
 * CARD_MAX_WIDTH from src/contract/photos.ts, restated because that module builds zod
 * schemas on import and the landing page must not ship zod. cardWidth.test.ts keeps the two equal.
 */
export const CARD_WIDTH_LIMIT = 640;
