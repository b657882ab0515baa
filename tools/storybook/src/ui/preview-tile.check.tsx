import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/preview-tile.stories';
import { checkStories } from '../check-stories';

const remove = () => screen.getByRole('button', { name: 'Remove terraces.jpg' });

checkStories(stories, {
  Kept: () => {
    expect(screen.getByRole('img', { name: 'terraces.jpg' })).toBeInTheDocument();
    expect(remove()).toBeEnabled();
  },
  New: () => expect(screen.getByText('New')).toBeInTheDocument(),
  Disabled: () => expect(remove()).toBeDisabled(),
});
