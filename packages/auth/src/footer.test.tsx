import { screen, within } from '@testing-library/react';
import { Footer } from './footer';
import { renderWithStore } from './test-support/render-with-store';

test('the footer has quick links, contact details, social profiles and the legal links', () => {
  renderWithStore(<Footer app="shop" />, { basename: '/shop' });
  const quick = screen.getByRole('navigation', { name: 'Quick links' });
  expect(
    within(quick)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/farms', '/how-it-works', '/shop', '/about', '/contact']);
  expect(screen.getByRole('link', { name: 'hello@mitti.example' })).toHaveAttribute(
    'href',
    'mailto:hello@mitti.example',
  );
  expect(screen.getByText(/India/)).toBeInTheDocument();
  const instagram = screen.getByRole('link', { name: 'Mitti on Instagram' });
  expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/mitti');
  expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/about#privacy',
  );
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/about#terms',
  );
  expect(
    screen.getByText(`© ${new Date().getFullYear()} Mitti. All rights reserved.`),
  ).toBeInTheDocument();
});
