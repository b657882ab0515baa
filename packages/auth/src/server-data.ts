import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` holding the data of a server-rendered page. */
export const SERVER_DATA_ID = 'mitti-server-data';

/** What a server-rendered page hands the browser: its RTK Query answers and the router's loader data. */
export interface ServerData {
  api: unknown;
  router: HydrationState;
}
