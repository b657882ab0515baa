import { RequireAuth } from '@mitti/auth/require-auth';
import { lazyPage } from '@mitti/auth/lazy-page';
import { Outlet, type RouteObject } from 'react-router';
import { SiteLayout } from '@mitti/auth/site-layout';
import { serverRendered, titled } from '@mitti/auth/route-title';

const NotFoundPage = lazyPage(() =>
  import('@mitti/auth/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const ProfilePage = lazyPage(() =>
  import('@/features/profile/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const LandingPage = lazyPage(() =>
  import('@/features/landing/landing-page').then((module) => ({ default: module.LandingPage })),
);
const FarmsPage = lazyPage(() =>
  import('@/features/farms/farms-page').then((module) => ({ default: module.FarmsPage })),
);
const CampaignDetailPage = lazyPage(() =>
  import('@/features/campaign-detail/campaign-detail-page').then((module) => ({
    default: module.CampaignDetailPage,
  })),
);
const InvestCheckoutPage = lazyPage(() =>
  import('@/features/invest-checkout/invest-checkout-page').then((module) => ({
    default: module.InvestCheckoutPage,
  })),
);
const CreateCampaignPage = lazyPage(() =>
  import('@/features/create-campaign/create-campaign-page').then((module) => ({
    default: module.CreateCampaignPage,
  })),
);
const ContactPage = lazyPage(() =>
  import('@/features/contact/contact-page').then((module) => ({ default: module.ContactPage })),
);
const AboutPage = lazyPage(() =>
  import('@/features/about/about-page').then((module) => ({ default: module.AboutPage })),
);
const HowItWorksPage = lazyPage(() =>
  import('@/features/about/how-it-works-page').then((module) => ({
    default: module.HowItWorksPage,
  })),
);
const LoginPage = lazyPage(() =>
  import('@mitti/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const SignupPage = lazyPage(() =>
  import('@mitti/auth/signup-page').then((module) => ({ default: module.SignupPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('@mitti/auth/forgot-password-page').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazyPage(() =>
  import('@mitti/auth/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const ConfirmEmailPage = lazyPage(() =>
  import('@mitti/auth/confirm-email-page').then((module) => ({
    default: module.ConfirmEmailPage,
  })),
);
const ConfirmEmailChangePage = lazyPage(() =>
  import('@mitti/auth/confirm-email-change-page').then((module) => ({
    default: module.ConfirmEmailChangePage,
  })),
);
const DashboardPage = lazyPage(() =>
  import('@/features/dashboard/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
const TimelineManagementPage = lazyPage(() =>
  import('@/features/timeline-management/timeline-management-page').then((module) => ({
    default: module.TimelineManagementPage,
  })),
);
const InvestedFarmPage = lazyPage(() =>
  import('@/features/invested-farm/invested-farm-page').then((module) => ({
    default: module.InvestedFarmPage,
  })),
);
const AdminPage = lazyPage(() =>
  import('@/features/admin/admin-page').then((module) => ({ default: module.AdminPage })),
);
const AdminUsersPage = lazyPage(() =>
  import('@/features/admin-users/admin-users-page').then((module) => ({
    default: module.AdminUsersPage,
  })),
);
const AdminUserPage = lazyPage(() =>
  import('@/features/admin-users/admin-user-page').then((module) => ({
    default: module.AdminUserPage,
  })),
);
const GoogleLoginPage = lazyPage(() =>
  import('@mitti/auth/google-login-page').then((module) => ({ default: module.GoogleLoginPage })),
);

export const routes: RouteObject[] = [
  {
    element: <SiteLayout app="invest" />,
    children: [
      { index: true, element: <LandingPage />, ...serverRendered('Invest in Organic Farms') },
      { path: 'farms', element: <FarmsPage />, ...serverRendered('Our Farms') },
      {
        path: 'campaign/:id',
        element: <CampaignDetailPage />,
        ...serverRendered('Campaign Details'),
      },
      {
        path: 'campaign/:id/invest',
        element: <InvestCheckoutPage />,
        ...titled('Secure Investment Checkout'),
      },
      { path: 'contact', element: <ContactPage />, ...serverRendered('Contact Us') },
      { path: 'about', element: <AboutPage />, ...serverRendered('About Mitti') },
      { path: 'how-it-works', element: <HowItWorksPage />, ...serverRendered('How It Works') },
      { path: 'login', element: <LoginPage app="invest" />, ...titled('Sign In') },
      { path: 'signup', element: <SignupPage app="invest" />, ...titled('Sign Up') },
      {
        path: 'forgot-password',
        element: <ForgotPasswordPage app="invest" />,
        ...titled('Forgot Password'),
      },
      {
        path: 'reset-password',
        element: <ResetPasswordPage app="invest" />,
        ...titled('Reset Password'),
      },
      {
        path: 'confirm-email',
        element: <ConfirmEmailPage app="invest" />,
        ...titled('Confirm Email'),
      },
      {
        path: 'confirm-email-change',
        element: <ConfirmEmailChangePage app="invest" />,
        ...titled('Confirm New Email'),
      },
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
          { path: 'admin/users', element: <AdminUsersPage />, ...titled('People') },
          { path: 'admin/users/:id', element: <AdminUserPage />, ...titled('Account') },
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
        ],
      },
      { path: '*', element: <NotFoundPage app="invest" />, ...serverRendered('Page Not Found') },
    ],
  },
];
