import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/auth/header.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  SignedOut: () => {
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?next=%2Ffarms',
    );
    expect(screen.getByRole('link', { name: 'Our Farms' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  },
  Investor: () => {
    const account = screen.getByRole('button', { name: 'Account menu' });
    // The avatar shows the account's initial: Asha Rao.
    expect(account).toHaveTextContent(/^A$/);
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  },
  Operator: () => {
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  },
  OperatorMenu: () => {
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Order fulfilment' })).toHaveAttribute(
      'href',
      '/shop/admin/orders',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  },
  InShop: () => {
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute(
      'href',
      '/shop/cart',
    );
  },
  MobileDrawer: () => {
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const drawer = screen.getByRole('navigation', { name: 'Mobile navigation' });
    expect(within(drawer).getByRole('link', { name: 'Your Cart, 2 items' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  },
});
