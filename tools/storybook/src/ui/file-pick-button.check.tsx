import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/file-pick-button.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Enabled: () => expect(screen.getByLabelText('Add photos of the farm')).toBeEnabled(),
  Disabled: () => expect(screen.getByLabelText('Add photos of the farm')).toBeDisabled(),
});
