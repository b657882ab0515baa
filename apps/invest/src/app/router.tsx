import { RequireAuth } from '@mitti/auth/require-auth';
import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@mitti/auth/site-layout';
import type { RouteHandle } from '@mitti/auth/route-title';

const ComingSoonPage = lazy(() =>
  import('@mitti/auth/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const ProfilePage = lazy(() =>
  import('@/features/profile/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const LoginPage = lazy(() =>
  import('@mitti/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazy(() =>
  import('@mitti/auth/signup-page').then((module) => ({ default: module.SignupPage })),
);
const GoogleLoginPage = lazy(() =>
  import('@mitti/auth/google-login-page').then((module) => ({ default: module.GoogleLoginPage })),
);

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

/** A page that belongs to a later issue; the route's title is also its heading. */
function comingSoon(title: string) {
  return { element: <ComingSoonPage app="invest" />, ...titled(title) };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="invest" />,
    children: [
      { index: true, ...comingSoon('Invest in Organic Farms') },
      { path: 'farms', ...comingSoon('Our Farms') },
      { path: 'campaign/:id', ...comingSoon('Campaign Details') },
      { path: 'campaign/:id/invest', ...comingSoon('Secure Investment Checkout') },
      {
        path: 'invested-farm-details/:campaignId/:investmentId',
        ...comingSoon('Your Invested Farm'),
      },
      { path: 'add-timeline-update/:id', ...comingSoon('Manage Timeline Updates') },
      { path: 'contact', ...comingSoon('Contact Us') },
      { path: 'about', ...comingSoon('About Mitti') },
      { path: 'how-it-works', ...comingSoon('How It Works') },
      { path: 'login', element: <LoginPage app="invest" />, ...titled('Sign In') },
      { path: 'signup', element: <SignupPage app="invest" />, ...titled('Sign Up') },
      {
        path: 'google-login',
        element: <GoogleLoginPage app="invest" />,
        ...titled('Sign In with Google'),
      },
      {
        element: (
          <RequireAuth app="invest">
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: 'create', ...comingSoon('Create a Campaign') },
          { path: 'dashboard', ...comingSoon('Dashboard') },
          { path: 'profile', element: <ProfilePage />, ...titled('Your Profile') },
        ],
      },
      { path: '*', element: <NotFoundPage app="invest" />, ...titled('Page Not Found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
