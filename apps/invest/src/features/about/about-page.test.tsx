import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AboutPage } from './about-page';
import { HowItWorksPage } from './how-it-works-page';

it('has the privacy and terms sections the footer links to', () => {
  render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'About Mitti' })).toBeInTheDocument();
  expect(
    screen.getByRole('heading', { level: 2, name: 'Privacy Policy' }).closest('section'),
  ).toHaveAttribute('id', 'privacy');
  expect(
    screen.getByRole('heading', { level: 2, name: 'Terms of Service' }).closest('section'),
  ).toHaveAttribute('id', 'terms');
  expect(screen.getByRole('link', { name: 'Visit Mitti Market' })).toHaveAttribute(
    'href',
    '/shop/',
  );
});

it('explains the path of investors and farmers, and the risks', () => {
  render(
    <MemoryRouter>
      <HowItWorksPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'For investors' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Admin review' })).toBeInTheDocument();
  expect(screen.getByText('Returns are estimates, not guarantees.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mitti Market' })).toHaveAttribute('href', '/shop/');
});
