import type { Address } from './address';

export const ORDER_STATUSES = [
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Pending',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Paid shows green; anything else yellow. A cash order starts Pending; cancelled before delivery,
 * its cash is never collected: Cancelled.
 */
export const PAYMENT_STATUSES = ['Pending', 'Paid', 'Failed', 'Refunded', 'Cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'Razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  Razorpay: 'Credit/Debit Card & UPI',
};

/** One line of an order; `price` is the unit price in rupees when the order was placed. */
export interface OrderItem {
  itemId: string;
  name: string;
  size: string;
  quantity: number;
  price: number;
  weight: number;
  /** The item's first photo now, for the orders' list; absent when it has none or is gone. */
  image?: string;
}

/** The address copied into the order, so later edits of the profile do not change it. */
export type ShippingAddress = Omit<Address, '_id'>;

/** An order on the wire; `totalPrice` (rupees) is the total the server computed. */
export interface Order {
  _id: string;
  createdAt: string;
  updatedAt: string;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  items: OrderItem[];
  totalPrice: number;
  shippingAddress: ShippingAddress;
}

/**
 * GET /orders: a page of the caller's orders, newest first (the first ORDER_PAGE_SIZE when the call
 * names no page or limit); the other fields mean what the catalogue's pages' do.
 */
export interface OrdersResponse {
  data: { orders: Order[]; page: number; limit: number; total: number; hasMore: boolean };
}

/** GET /orders/:id: one of the caller's orders. */
export interface OrderResponse {
  data: { order: Order };
}

/** POST /orders */
export interface PlaceOrderResponse {
  message: string;
  data: { order: Order };
}
