import { RequireAuth } from '@mitti/auth/require-auth';
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '@mitti/auth/site-layout';
import type { RouteHandle } from '@mitti/auth/route-title';

const NotFoundPage = lazy(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const ProfilePage = lazy(() =>
  import('@/features/profile/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const LandingPage = lazy(() =>
  import('@/features/landing/landing-page').then((module) => ({ default: module.LandingPage })),
);
const FarmsPage = lazy(() =>
  import('@/features/farms/farms-page').then((module) => ({ default: module.FarmsPage })),
);
const CampaignDetailPage = lazy(() =>
  import('@/features/campaign-detail/campaign-detail-page').then((module) => ({
    default: module.CampaignDetailPage,
  })),
);
const InvestCheckoutPage = lazy(() =>
  import('@/features/invest-checkout/invest-checkout-page').then((module) => ({
    default: module.InvestCheckoutPage,
  })),
);
const CreateCampaignPage = lazy(() =>
  import('@/features/create-campaign/create-campaign-page').then((module) => ({
    default: module.CreateCampaignPage,
  })),
);
const ContactPage = lazy(() =>
  import('@/features/contact/contact-page').then((module) => ({ default: module.ContactPage })),
);
const AboutPage = lazy(() =>
  import('@/features/about/about-page').then((module) => ({ default: module.AboutPage })),
);
const HowItWorksPage = lazy(() =>
  import('@/features/about/how-it-works-page').then((module) => ({
    default: module.HowItWorksPage,
  })),
);
const LoginPage = lazy(() =>
  import('@mitti/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazy(() =>
  import('@mitti/auth/signup-page').then((module) => ({ default: module.SignupPage })),
);
const DashboardPage = lazy(() =>
  import('@/features/dashboard/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
const TimelineManagementPage = lazy(() =>
  import('@/features/timeline-management/timeline-management-page').then((module) => ({
    default: module.TimelineManagementPage,
  })),
);
const InvestedFarmPage = lazy(() =>
  import('@/features/invested-farm/invested-farm-page').then((module) => ({
    default: module.InvestedFarmPage,
  })),
);
const AdminPage = lazy(() =>
  import('@/features/admin/admin-page').then((module) => ({ default: module.AdminPage })),
);
const GoogleLoginPage = lazy(() =>
  import('@mitti/auth/google-login-page').then((module) => ({ default: module.GoogleLoginPage })),
);

function titled(title: string): { handle: RouteHandle } {
  return { handle: { title } };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="invest" />,
    children: [
      { index: true, element: <LandingPage />, ...titled('Invest in Organic Farms') },
      { path: 'farms', element: <FarmsPage />, ...titled('Our Farms') },
      { path: 'campaign/:id', element: <CampaignDetailPage />, ...titled('Campaign Details') },
      {
        path: 'campaign/:id/invest',
        element: <InvestCheckoutPage />,
        ...titled('Secure Investment Checkout'),
      },
      {
        path: 'invested-farm-details/:campaignId/:investmentId',
        element: <InvestedFarmPage />,
        ...titled('Your Invested Farm'),
      },
      {
        path: 'add-timeline-update/:id',
        element: <TimelineManagementPage />,
        ...titled('Manage Timeline Updates'),
      },
      { path: 'contact', element: <ContactPage />, ...titled('Contact Us') },
      { path: 'about', element: <AboutPage />, ...titled('About Mitti') },
      { path: 'how-it-works', element: <HowItWorksPage />, ...titled('How It Works') },
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
          { path: 'create', element: <CreateCampaignPage />, ...titled('Create a Campaign') },
          { path: 'dashboard', element: <DashboardPage />, ...titled('Dashboard') },
          { path: 'profile', element: <ProfilePage />, ...titled('Your Profile') },
          { path: 'admin', element: <AdminPage />, ...titled('Operations') },
        ],
      },
      { path: '*', element: <NotFoundPage app="invest" />, ...titled('Page Not Found') },
    ],
  },
];
