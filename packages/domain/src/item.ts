import type { Media } from './media';

/** The catalogue's category chips; 'All' is the filter that lets every category through. */
export const CATEGORIES = ['All', 'Grains', 'Sweeteners', 'Flours', 'Spices'] as const;
export type CategoryFilter = (typeof CATEGORIES)[number];
export type ItemCategory = Exclude<CategoryFilter, 'All'>;

/** One size of an item; prices in rupees. */
export interface Variant {
  _id: string;
  size: string;
  price: number;
  originalPrice?: number;
  /** Some are on hand (stock above 0): only these can be chosen. */
  available: boolean;
  /** Units on hand. */
  stock: number;
  weight: number;
}

/** At or under this many on hand, the product page says how many are left. */
export const FEW_LEFT = 5;

/** A catalogue entry (GET /items). `rating` is the average of its reviews, 0 when it has none. */
export interface Item {
  _id: string;
  name: string;
  brand: string;
  category: ItemCategory;
  farmName: string;
  isOrganic: boolean;
  rating: number;
  reviewCount: number;
  tags: string[];
  images: Media[];
  variants: Variant[];
}

export interface Review {
  _id: string;
  /** The author's account id: the product page finds the signed-in shopper's own review by it. */
  userId: string;
  username: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** The author has an order with this item. */
  verifiedPurchase: boolean;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * GET /items/{id}: the item with everything the product page shows. `reviews` is the newest page of
 * them (REVIEW_PAGE_SIZE); `reviewCount` counts them all and `rating` averages them all.
 */
export interface Product extends Item {
  description: string;
  usageInfo: string[];
  storageInfo: string;
  ingredients: string[];
  benefits: string[];
  faq: FaqEntry[];
  reviews: Review[];
}

/** GET /items */
export interface ItemsResponse {
  response: Item[];
}

/** The variant a card starts on: the first available one, else the first (undefined if none). */
export function defaultVariant<V extends Pick<Variant, 'available'>>(
  variants: readonly V[],
): V | undefined {
  return variants.find((variant) => variant.available) ?? variants[0];
}
