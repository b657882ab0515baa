import type { AppStore } from '@mitti/auth/app-store';
import { notFoundLoader } from '@mitti/auth/not-found-loader';
import { RequireAuth } from '@mitti/auth/require-auth';
import { SIGN_IN_REQUIRED } from '@mitti/auth/route-handle';
import { RouteErrorPage } from '@mitti/auth/route-error-page';
import { SiteLayout } from '@mitti/auth/site-layout';
import { Loader } from '@mitti/ui/loader';
import { Outlet, type RouteObject } from 'react-router';
import { campaignLoader } from '@/features/campaign-detail/campaign-loader';
import { contactLoader } from '@/features/contact/contact-loader';
import { farmsLoader } from '@/features/farms/farms-loader';
import { landingLoader } from '@/features/landing/landing-loader';

/**
 * Mitti Invest's pages. Each page's code loads on demand (`lazy`); the pages the same for every
 * visitor (`ssr`) are rendered on the server, their loaders filling the store first.
 */
export function createRoutes(store: AppStore): RouteObject[] {
  return [
    {
      element: <SiteLayout app="invest" />,
      children: [
        {
          errorElement: <RouteErrorPage app="invest" />,
          hydrateFallbackElement: <Loader />,
          children: [
            {
              index: true,
              loader: landingLoader(store),
              lazy: () =>
                import('@/features/landing/landing-page').then((module) => ({
                  Component: module.LandingPage,
                })),
              handle: {
                title: 'Invest in Organic Farms',
                ssr: true,
                description:
                  "Back verified organic farms across India: buy units in a farm's project, follow its timeline as the crop grows and share in the harvest.",
              },
            },
            {
              path: 'farms',
              loader: farmsLoader(store),
              lazy: () =>
                import('@/features/farms/farms-page').then((module) => ({
                  Component: module.FarmsPage,
                })),
              handle: {
                title: 'Our Farms',
                ssr: true,
                description:
                  'Organic farm projects raising money now: filter by location, crop and farming method.',
              },
            },
            {
              path: 'campaign/:id',
              loader: campaignLoader(store),
              lazy: () =>
                import('@/features/campaign-detail/campaign-detail-page').then((module) => ({
                  Component: module.CampaignDetailPage,
                })),
              handle: { title: 'Campaign Details', ssr: true },
            },
            {
              path: 'campaign/:id/invest',
              lazy: () =>
                import('@/features/invest-checkout/invest-checkout-page').then((module) => ({
                  Component: module.InvestCheckoutPage,
                })),
              handle: { title: 'Secure Investment Checkout' },
            },
            {
              path: 'contact',
              loader: contactLoader(store),
              lazy: () =>
                import('@/features/contact/contact-page').then((module) => ({
                  Component: module.ContactPage,
                })),
              handle: { title: 'Contact Us', ssr: true },
            },
            {
              path: 'about',
              lazy: () =>
                import('@/features/about/about-page').then((module) => ({
                  Component: module.AboutPage,
                })),
              handle: { title: 'About Mitti', ssr: true },
            },
            {
              path: 'how-it-works',
              lazy: () =>
                import('@/features/about/how-it-works-page').then((module) => ({
                  Component: module.HowItWorksPage,
                })),
              handle: { title: 'How It Works', ssr: true },
            },
            {
              path: 'login',
              lazy: () =>
                import('@mitti/auth/login-page').then((module) => ({
                  element: <module.LoginPage app="invest" />,
                })),
              handle: { title: 'Sign In' },
            },
            {
              path: 'signup',
              lazy: () =>
                import('@mitti/auth/signup-page').then((module) => ({
                  element: <module.SignupPage app="invest" />,
                })),
              handle: { title: 'Sign Up' },
            },
            {
              path: 'forgot-password',
              lazy: () =>
                import('@mitti/auth/forgot-password-page').then((module) => ({
                  element: <module.ForgotPasswordPage app="invest" />,
                })),
              handle: { title: 'Forgot Password' },
            },
            {
              path: 'reset-password',
              lazy: () =>
                import('@mitti/auth/reset-password-page').then((module) => ({
                  element: <module.ResetPasswordPage app="invest" />,
                })),
              handle: { title: 'Reset Password' },
            },
            {
              path: 'confirm-email',
              lazy: () =>
                import('@mitti/auth/confirm-email-page').then((module) => ({
                  element: <module.ConfirmEmailPage app="invest" />,
                })),
              handle: { title: 'Confirm Email' },
            },
            {
              path: 'confirm-email-change',
              lazy: () =>
                import('@mitti/auth/confirm-email-change-page').then((module) => ({
                  element: <module.ConfirmEmailChangePage app="invest" />,
                })),
              handle: { title: 'Confirm New Email' },
            },
            {
              path: 'google-login',
              lazy: () =>
                import('@mitti/auth/google-login-page').then((module) => ({
                  element: <module.GoogleLoginPage app="invest" />,
                })),
              handle: { title: 'Sign In with Google' },
            },
            {
              element: (
                <RequireAuth app="invest">
                  <Outlet />
                </RequireAuth>
              ),
              handle: SIGN_IN_REQUIRED,
              children: [
                {
                  path: 'create',
                  lazy: () =>
                    import('@/features/create-campaign/create-campaign-page').then((module) => ({
                      Component: module.CreateCampaignPage,
                    })),
                  handle: { title: 'Create a Campaign' },
                },
                {
                  path: 'dashboard',
                  lazy: () =>
                    import('@/features/dashboard/dashboard-page').then((module) => ({
                      Component: module.DashboardPage,
                    })),
                  handle: { title: 'Dashboard' },
                },
                {
                  path: 'profile',
                  lazy: () =>
                    import('@/features/profile/profile-page').then((module) => ({
                      Component: module.ProfilePage,
                    })),
                  handle: { title: 'Your Profile' },
                },
                {
                  path: 'admin',
                  lazy: () =>
                    import('@/features/admin/admin-page').then((module) => ({
                      Component: module.AdminPage,
                    })),
                  handle: { title: 'Operations' },
                },
                {
                  path: 'admin/users',
                  lazy: () =>
                    import('@/features/admin-users/admin-users-page').then((module) => ({
                      Component: module.AdminUsersPage,
                    })),
                  handle: { title: 'People' },
                },
                {
                  path: 'admin/users/:id',
                  lazy: () =>
                    import('@/features/admin-users/admin-user-page').then((module) => ({
                      Component: module.AdminUserPage,
                    })),
                  handle: { title: 'Account' },
                },
                {
                  path: 'invested-farm-details/:campaignId/:investmentId',
                  lazy: () =>
                    import('@/features/invested-farm/invested-farm-page').then((module) => ({
                      Component: module.InvestedFarmPage,
                    })),
                  handle: { title: 'Your Invested Farm' },
                },
                {
                  path: 'add-timeline-update/:id',
                  lazy: () =>
                    import('@/features/timeline-management/timeline-management-page').then(
                      (module) => ({ Component: module.TimelineManagementPage }),
                    ),
                  handle: { title: 'Manage Timeline Updates' },
                },
              ],
            },
            {
              path: '*',
              loader: notFoundLoader,
              lazy: () =>
                import('@mitti/auth/not-found-page').then((module) => ({
                  element: <module.NotFoundPage app="invest" />,
                })),
              handle: { title: 'Page Not Found', ssr: true },
            },
          ],
        },
      ],
    },
  ];
}
