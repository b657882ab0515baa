export const REQUIRED_MESSAGE = 'This field is required';
export const PHONE_PATTERN = /^\d{10}$/;
export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
