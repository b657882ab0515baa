import { data } from 'react-router';

/** The loader of each app's catch-all route: the server answers an unknown address with 404. */
export const notFoundLoader = () => data(null, { status: 404 });
