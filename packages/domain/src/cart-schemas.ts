import * as yup from 'yup';
import { MAX_CART_QUANTITY, MAX_SIZE_LENGTH, QUANTITY_PER_ADD } from './constants';
import { REQUIRED_MESSAGE } from './validation-messages';
import { strictNumber, wholeNumber } from './value-schemas';

const itemId = () => yup.string().trim().required(REQUIRED_MESSAGE).max(100);
const size = () => yup.string().trim().required(REQUIRED_MESSAGE).max(MAX_SIZE_LENGTH);

/** POST /cart: always one unit. The server takes the weight from the variant; the client's is advisory. */
export const addToCartSchema = yup.object({
  itemId: itemId(),
  size: size(),
  quantity: wholeNumber('Quantity must be a number')
    .oneOf([QUANTITY_PER_ADD])
    .default(QUANTITY_PER_ADD),
  weight: strictNumber('Weight must be a number').min(0).optional(),
});

/** PUT /cart: the new absolute quantity of a line. */
export const updateCartSchema = yup.object({
  itemId: itemId(),
  size: size(),
  quantity: wholeNumber('Quantity must be a number', 'Quantity must be a whole number')
    .required(REQUIRED_MESSAGE)
    .min(1)
    .max(MAX_CART_QUANTITY),
});

/** DELETE /cart */
export const removeFromCartSchema = yup.object({
  itemId: itemId(),
  size: size(),
});

/** POST /cart/buy-again: one of the caller's orders, whose lines go in the cart again. */
export const buyAgainSchema = yup.object({
  orderId: yup.string().trim().required(REQUIRED_MESSAGE).max(100),
});

export type AddToCartBody = yup.InferType<typeof addToCartSchema>;
export type BuyAgainBody = yup.InferType<typeof buyAgainSchema>;
export type UpdateCartBody = yup.InferType<typeof updateCartSchema>;
export type RemoveFromCartBody = yup.InferType<typeof removeFromCartSchema>;
