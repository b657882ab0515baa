/** The specs' constants (invest.md 9, shop.md 9). */
export const MAX_ADDRESSES = 3;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOKEN_STORAGE_KEY = 'token';
export const ITEMS_STORAGE_KEY = 'items';
