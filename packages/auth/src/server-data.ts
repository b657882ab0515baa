/** The id of the `<script type="application/json">` holding the data of a server-rendered page. */
export const SERVER_DATA_ID = 'mitti-server-data';
