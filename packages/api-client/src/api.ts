import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './base-query';

/** The one RTK Query api of the product. Each domain injects its endpoints from its own file. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  tagTypes: [
    'Profile',
    'Campaign',
    'Investment',
    'Refund',
    'Timeline',
    'Item',
    'Cart',
    'Order',
    'Notification',
    'Verification',
  ],
  endpoints: () => ({}),
});
