import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/image-gallery.stories';
import { checkStories } from '../check-stories';

const title = 'Organic paddy on the Kaveri delta';

checkStories(stories, {
  WithImages: () => {
    expect(screen.getByRole('img', { name: `${title}, photo 1 of 3` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3', pressed: true })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /Show photo/ })).toHaveLength(3);
  },
  OnePicture: () => {
    expect(screen.getByRole('img', { name: title }).tagName).toBe('IMG');
    expect(screen.queryByRole('group', { name: 'Choose a photo' })).not.toBeInTheDocument();
  },
  Empty: () => expect(screen.getByRole('img', { name: title }).tagName).toBe('svg'),
});
