import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/ui/list-pagination.stories';
import { checkStories } from '../check-stories';

const current = () =>
  within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', {
    current: 'page',
  }).textContent;

checkStories(stories, {
  FirstPage: () => {
    expect(screen.getByText('1–20 of 137')).toBeInTheDocument();
    expect(current()).toBe('1');
  },
  LastPage: () => {
    expect(screen.getByText('121–137 of 137')).toBeInTheDocument();
    expect(current()).toBe('7');
  },
  OnePage: () => {
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  },
});
