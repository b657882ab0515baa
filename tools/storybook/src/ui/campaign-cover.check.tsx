import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/campaign-cover.stories';
import { checkStories } from '../check-stories';

const alt = 'Organic paddy on the Kaveri delta';

checkStories(stories, {
  WithPicture: () =>
    expect(screen.getByRole('img', { name: alt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    ),
  WithoutPicture: () => expect(screen.getByRole('img', { name: alt }).tagName).toBe('svg'),
});
