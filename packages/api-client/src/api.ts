import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './base-query';

/**
 * Hands the browser's store the queries a page was rendered with on the server, so its first render
 * shows the same data without asking again.
 */
export const serverDataReceived = createAction<unknown>('api/serverDataReceived');

/** The one RTK Query api of the product. Each domain injects its endpoints from its own file. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  // A page that failed offline, or shows what it had, asks again when the connection comes back.
  refetchOnReconnect: true,
  // The payload is the server store's `api` state, of this very api.
  extractRehydrationInfo: (action) =>
    serverDataReceived.match(action) ? (action.payload as never) : undefined,
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
    'Job',
    'Audit',
    'Person',
  ],
  endpoints: () => ({}),
});
