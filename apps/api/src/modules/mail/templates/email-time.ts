import { formatDateTime } from '@mitti/domain/dates';

/**
 * A time in an email: India time, as the product prints every time, and saying so, since a mail is
 * read away from the product and may be forwarded anywhere. '5 Mar 2025, 2:30 pm IST'.
 */
export function emailDateTime(date: Date): string {
  return `${formatDateTime(date)} IST`;
}
