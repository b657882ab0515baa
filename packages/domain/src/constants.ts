/** The specs' constants (invest.md 9, shop.md 9). */
export const MAX_ADDRESSES = 3;
export const MIN_PASSWORD_LENGTH = 8;
/** The longest name of a person, at sign-up as in the profile. */
export const MAX_NAME_LENGTH = 80;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Not in the spec: a ceiling on a campaign's photos and videos. */
export const MAX_CAMPAIGN_VISUALS = 10;
export const TOKEN_STORAGE_KEY = 'token';
export const ITEMS_STORAGE_KEY = 'items';
export const LISTING_PAGE_SIZE = 10;
export const LISTING_SKELETON_COUNT = 6;
export const SPOTLIGHT_SIZE = 3;
export const MAX_TIMELINE_IMAGES = 5;
export const TIMELINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const CAROUSEL_INTERVAL_MS = 5000;
export const REDIRECT_DELAY_MS = 2000;
export const QUANTITY_PER_ADD = 1;
/** Not in the spec: a ceiling so one cart line cannot ask for absurd stock. */
export const MAX_CART_QUANTITY = 99;
export const CART_STEPPER_MIN_SPIN_MS = 400;
export const MAX_TOASTS = 20;
/** What a campaign's visuals may be: images or short videos (the server checks the content too). */
export const CAMPAIGN_VISUAL_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
] as const;

/**
 * Items on a catalogue page when GET /items names no limit, and the most one page may hold. Here, not
 * beside the query's schema, so a client that only pages does not load yup with its first page.
 */
export const ITEM_PAGE_SIZE = 24;
export const MAX_ITEM_PAGE_SIZE = 100;
/**
 * Reviews a product's answer carries (the newest) and a page of GET /items/{id}/reviews holds when it
 * names no limit; and the most one page may hold.
 */
export const REVIEW_PAGE_SIZE = 10;
export const MAX_REVIEW_PAGE_SIZE = 50;
/**
 * Refund requests on a dashboard page of GET /refund-requests when it names no limit (four rows of the
 * three-card grid), and the most one page may hold.
 */
export const REFUND_REQUEST_PAGE_SIZE = 12;
export const MAX_REFUND_REQUEST_PAGE_SIZE = 50;
/** Orders on a page of GET /orders when it names no limit, and the most one page may hold. */
export const ORDER_PAGE_SIZE = 10;
export const MAX_ORDER_PAGE_SIZE = 50;
/** The longest catalogue search GET /items takes (the query's schema), cut to it by the shop. */
export const MAX_ITEM_SEARCH_LENGTH = 100;
/** The longest name of a product's size ('500 g', 'Family pack'). */
export const MAX_SIZE_LENGTH = 50;
