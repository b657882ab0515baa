import * as yup from 'yup';
import { MAX_ADDRESSES } from './constants';
import { PHONE_PATTERN, REQUIRED_MESSAGE } from './validation-messages';
import { oneLineText } from './value-schemas';

export interface Address {
  _id: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
  landmark?: string;
}

/** What a form submits: an address without an id yet (a new one) or with its id (an edit). */
export type AddressInput = Omit<Address, '_id'> & { _id?: string };

/** A required line of the address, named as the address form labels it. */
const line = (label: string, max: number) =>
  oneLineText(label)
    .required(REQUIRED_MESSAGE)
    .max(max, `${label} must be at most ${max} characters`);

/** One address: the shop checkout's and the profile's dialog, and PUT /editAddress on the server. */
export const addressSchema = yup.object({
  _id: yup.string().optional(),
  name: line('Address Name', 60),
  street: line('Street Address', 200),
  city: line('City', 80),
  state: line('State', 80),
  zipcode: line('ZIP Code', 12),
  country: line('Country', 60),
  phone: yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .matches(PHONE_PATTERN, 'Invalid phone number'),
  landmark: oneLineText('Landmark').max(120, 'Landmark must be at most 120 characters').optional(),
});

export const TOO_MANY_ADDRESSES_MESSAGE = 'You can only have up to 3 addresses.';

export const ADDRESSES_CHANGED_MESSAGE =
  'Your addresses were changed in another tab or on another device. Check them, then make your change again.';

/**
 * The profile's `addressesVersion` as the page read it: with it, a change made from a page whose
 * list is out of date is refused (409) instead of overwriting the addresses saved elsewhere. The
 * spec's clients do not send it and keep the last write.
 */
const addressesVersion = yup.string().max(64).optional();

/** PUT /editAddress: the whole list, at most 3. */
export const editAddressSchema = yup.object({
  addresses: yup
    .array(addressSchema.required())
    .required(REQUIRED_MESSAGE)
    .max(MAX_ADDRESSES, TOO_MANY_ADDRESSES_MESSAGE),
  _id: yup.string().optional(),
  addressesVersion,
});

/** DELETE /deleteAddress */
export const deleteAddressSchema = yup.object({
  addressId: yup.string().required(REQUIRED_MESSAGE),
  userId: yup.string().optional(),
  addressesVersion,
});

export type EditAddressBody = yup.InferType<typeof editAddressSchema>;
export type DeleteAddressBody = yup.InferType<typeof deleteAddressSchema>;
