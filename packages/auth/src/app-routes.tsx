import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { useLocation, useRoutes } from 'react-router';
import type { AppName } from './app-link';
import { documentTitle, routeTitle } from './route-title';

export interface AppRoutesProps {
  app: AppName;
  routes: RouteObject[];
}

/**
 * The page for the current address, with document.title kept in step with its route's title. The
 * apps use a plain <BrowserRouter> rather than a data router (createBrowserRouter): they load no
 * data through the router, and leaving the data router out takes 17 kB gzipped off a first visit.
 */
export function AppRoutes({ app, routes }: AppRoutesProps) {
  const { pathname } = useLocation();
  const title = routeTitle(routes, pathname);
  useEffect(() => {
    document.title = documentTitle(app, title);
  }, [app, title]);
  return useRoutes(routes);
}
