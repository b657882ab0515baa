/** Mitti's public contact details, shown in the footer and where a flow ends at "contact support". */
export const CONTACT_EMAIL = 'hello@mitti.example';
export const CONTACT_PHONE = '+91 98765 43210';
export const CONTACT_CITY = 'Pune, Maharashtra, India';
