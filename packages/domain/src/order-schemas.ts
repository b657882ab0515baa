import * as yup from 'yup';
import { addressSchema } from './address';
import { MAX_CART_QUANTITY } from './constants';
import { REQUIRED_MESSAGE } from './validation-messages';
import { strictNumber, wholeNumber } from './value-schemas';

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';
export const NO_ADDRESS_MESSAGE = 'Please select a shipping address.';
export const INVALID_PAYMENT_METHOD_MESSAGE = 'Please select a valid payment method.';
/** 409 CART_CHANGED: the cart or a price is no longer what the checkout showed. */
export const CART_CHANGED_MESSAGE = 'Your cart changed. Please review it.';

/**
 * One line of an order as the checkout showed it. The server orders it only while the cart holds it
 * at that quantity and the catalogue at that unit price (rupees); it prices the order itself and never
 * reads the name or weight (DESIGN.md 6.1).
 */
export const orderLineSchema = yup.object({
  itemId: yup.string().trim().required(REQUIRED_MESSAGE),
  size: yup.string().trim().required(REQUIRED_MESSAGE),
  quantity: wholeNumber('Quantity must be a number', 'Quantity must be a whole number')
    .required(REQUIRED_MESSAGE)
    .min(1)
    .max(MAX_CART_QUANTITY),
  name: yup.string().optional(),
  price: strictNumber('Price must be a number').required(REQUIRED_MESSAGE),
  weight: strictNumber('Weight must be a number').optional(),
});

/** The address copied into the order: the saved address's fields, its id ignored. */
const shippingAddressSchema = addressSchema
  .omit(['_id'])
  .required(NO_ADDRESS_MESSAGE)
  .default(undefined);

const orderLines = () =>
  yup
    .array(orderLineSchema.required())
    .required(EMPTY_CART_MESSAGE)
    .min(1, EMPTY_CART_MESSAGE)
    .max(100);

/**
 * POST /orders, a cash-on-delivery order. totalPrice and paymentStatus are the spec's payload but the
 * server never reads them: it prices the lines itself and a cash order is always Pending.
 */
export const placeOrderSchema = yup.object({
  items: orderLines(),
  shippingAddress: shippingAddressSchema,
  paymentMethod: yup
    .string()
    .required(INVALID_PAYMENT_METHOD_MESSAGE)
    .oneOf(['COD'] as const, INVALID_PAYMENT_METHOD_MESSAGE),
  totalPrice: strictNumber('Total price must be a number').optional(),
  paymentStatus: yup.string().optional(),
});

/**
 * POST /payments/create-product-order: the lines shown and the address chosen, kept with the payment
 * order. The amount is the spec's; the server charges its own total of the lines.
 */
export const createProductOrderSchema = yup.object({
  amount: strictNumber('Amount must be a number').optional(),
  items: orderLines(),
  shippingAddress: shippingAddressSchema,
});

/**
 * POST /payments/verify-product-payment. The order is the lines and address kept at
 * create-product-order; orderPayload is the spec's and is not read.
 */
export const verifyProductPaymentSchema = yup.object({
  razorpay_order_id: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
  razorpay_payment_id: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
  razorpay_signature: yup.string().trim().required(REQUIRED_MESSAGE).max(200),
  orderPayload: yup
    .object({
      items: yup.array(orderLineSchema.required()).optional(),
      shippingAddress: shippingAddressSchema,
      totalPrice: strictNumber('Total price must be a number').optional(),
      paymentMethod: yup.string().optional(),
    })
    .optional()
    .default(undefined),
});

export type OrderLineBody = yup.InferType<typeof orderLineSchema>;
export type PlaceOrderBody = yup.InferType<typeof placeOrderSchema>;
export type CreateProductOrderBody = yup.InferType<typeof createProductOrderSchema>;
export type VerifyProductPaymentBody = yup.InferType<typeof verifyProductPaymentSchema>;
