import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/ui/filter-chips.stories';
import { checkStories } from '../check-stories';

const pressed = () =>
  within(screen.getByRole('group', { name: 'Filter by category' }))
    .getAllByRole('button', { pressed: true })
    .map((chip) => chip.textContent);

checkStories(stories, {
  AllPressed: () => expect(pressed()).toEqual(['All']),
  CategoryPressed: () => expect(pressed()).toEqual(['Spices']),
});
