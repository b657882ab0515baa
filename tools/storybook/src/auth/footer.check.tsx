import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/auth/footer.stories';
import { checkStories } from '../check-stories';

const quickLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name });

checkStories(stories, {
  Invest: () => {
    expect(quickLink('How It Works')).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'Mitti on Instagram' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
  Shop: () => expect(quickLink('Shop')).toHaveAttribute('href', '/shop'),
});
