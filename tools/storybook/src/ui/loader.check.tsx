import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/loader.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Loading: () => expect(screen.getByRole('status')).toHaveTextContent('Germinating...'),
});
