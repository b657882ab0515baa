import type { AddressInput } from '@mitti/domain/address';
import type {
  CampaignStatus,
  FarmingMethod,
  FarmSizeUnit,
  ReturnsType,
} from '@mitti/domain/campaign';
import type { FaqEntry, ItemCategory } from '@mitti/domain/item';
import type { OrderStatus } from '@mitti/domain/order';
import accounts from '../../../seed/accounts.json';
import campaigns from '../../../seed/campaigns.json';
import cartLine from '../../../seed/cart-line.json';
import investments from '../../../seed/investments.json';
import orders from '../../../seed/orders.json';
import catalogue from '../../../seed/products.json';
import reviews from '../../../seed/reviews.json';
import timelineUpdates from '../../../seed/timeline-updates.json';
import type { Landscape, TimeOfDay } from './farm-illustration';
import type { Container, ProduceView, Texture } from './produce-illustration';

// The demo data in apps/api/seed, typed. Money is in rupees, weights in grams; days count from the
// seed time (daysAgo back from it, startDay and endDay either way).

export interface DemoAccount {
  email: string;
  name: string;
  phone: string;
  role: 'user' | 'admin';
  active: 'true' | 'false';
  about: string;
  colour: [number, number, number];
  addresses: Omit<AddressInput, '_id'>[];
}

export interface DemoCampaign {
  slug: string;
  /** The owner's email. */
  owner: string;
  campaignTitle: string;
  story: string;
  farmName: string;
  farmLocation: string;
  farmSize: { value: number; unit: FarmSizeUnit };
  fundingGoal: number;
  minInvestment: number;
  /** Share of the goal the demo backers have invested (0 to 1); rounded down to whole units. */
  raised: number;
  returns: { type: ReturnsType; min: number; max?: number; description: string };
  cropTypes: string[];
  farmingMethods: FarmingMethod[];
  startDay: number;
  endDay: number;
  status: CampaignStatus;
  fundUsage: string;
  impactMetrics: string;
  riskFactors: string;
  picture: { landscape: Landscape; crop: string[]; accent?: string; times: TimeOfDay[] };
}

export interface DemoProduct {
  slug: string;
  name: string;
  category: ItemCategory;
  farmName: string;
  isOrganic: boolean;
  tags: string[];
  description: string;
  usageInfo: string[];
  storageInfo: string;
  ingredients: string[];
  benefits: string[];
  faq: FaqEntry[];
  /** At the 4 digits an invoice of a seller with a turnover under ₹5 crore prints. */
  hsnCode: string;
  variants: {
    size: string;
    price: number;
    originalPrice?: number;
    /** Units on hand; 0 is out of stock. */
    stock: number;
    weight: number;
  }[];
  /** The product's pictures: one per view, in its colours (produce light to dark). */
  picture: {
    container: Container;
    texture: Texture;
    produce: string[];
    label: string;
    views: ProduceView[];
  };
}

/** A line of an order or cart, by product name and size. */
export interface DemoLine {
  product: string;
  size: string;
  quantity: number;
}

// JSON reads a colour's three numbers as number[], not a tuple.
const demoAccounts = accounts as unknown as Record<keyof typeof accounts, DemoAccount[]>;

/** In the start banner. */
export const DEMO_ACCOUNTS = demoAccounts.accounts;
/** More verified farmers, owners of some demo campaigns. */
export const DEMO_CAMPAIGN_FARMERS = demoAccounts.campaignFarmers;
/**
 * Farmers waiting for verification, each with an open request for the operators. Not
 * newfarmer@mitti.test, who has none: a journey sends theirs.
 */
export const DEMO_APPLICANTS = demoAccounts.applicants;
/** Investors whose investments make up the demo campaigns' raised amounts. */
export const DEMO_BACKERS = demoAccounts.backers;

export const DEMO_CAMPAIGNS = campaigns as DemoCampaign[];

/** The demo investor's investments, one with a refund request. */
export const DEMO_INVESTMENTS = investments as {
  slug: string;
  units: number;
  daysAgo: number;
  refundReason?: string;
}[];

/**
 * Farm news; each campaign of the demo farmer gets two or three of these, oldest first.
 * `{farmName}` and `{crop}` stand for the campaign's farm and first crop.
 */
export const DEMO_UPDATES = timelineUpdates as {
  title: string;
  description: string;
  images: TimeOfDay[];
}[];

export const DEMO_BRAND = catalogue.brand;
export const DEMO_PRODUCTS = catalogue.products as DemoProduct[];

/**
 * The demo investor's past orders, oldest first; a card order is Paid, a cash order Pending, or
 * Cancelled when the order is.
 */
export const DEMO_ORDERS = orders as {
  slug: string;
  daysAgo: number;
  updatedDaysAgo: number;
  status: OrderStatus;
  card: boolean;
  lines: DemoLine[];
}[];

/** Under ₹75, so the cart shows shipping and the 'Spend X more for free shipping' hint. */
export const DEMO_CART_LINE: Omit<DemoLine, 'quantity'> = cartLine;

/** Reviews by demo accounts; the investor's of what they received count as verified purchases. */
export const DEMO_REVIEWS: {
  product: string;
  author: string;
  rating: number;
  comment: string;
  daysAgo: number;
}[] = reviews;
