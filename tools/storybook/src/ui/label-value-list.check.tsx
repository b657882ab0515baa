import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/label-value-list.stories';
import { checkStories } from '../check-stories';

const shown = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  expect(terms).toEqual(['Funding goal', 'Minimum investment', 'Expected returns']);
  expect(values).toEqual(['₹5,00,000', '₹5,000', '8% - 11%']);
};

checkStories(stories, { Rows: shown, Dense: shown, Divided: shown });
