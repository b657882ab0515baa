import * as yup from 'yup';
import { MAX_NAME_LENGTH } from './constants';
import { oneLineText } from './value-schemas';
import { INVALID_PHONE_MESSAGE, PHONE_PATTERN, REQUIRED_MESSAGE } from './validation-messages';

/** PUT /editName. `_id`, when sent, must be the caller's own (checked by the server). */
export const editNameSchema = yup.object({
  name: oneLineText('Name')
    .required(REQUIRED_MESSAGE)
    .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`),
  _id: yup.string().optional(),
});

/** PUT /editPhone */
export const editPhoneSchema = yup.object({
  phone: yup
    .string()
    .trim()
    .required(REQUIRED_MESSAGE)
    .matches(PHONE_PATTERN, INVALID_PHONE_MESSAGE),
  _id: yup.string().optional(),
});

export type EditNameBody = yup.InferType<typeof editNameSchema>;
export type EditPhoneBody = yup.InferType<typeof editPhoneSchema>;
