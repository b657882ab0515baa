import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/farm-illustration.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Default: () =>
    expect(screen.getByRole('img', { name: 'Millet farm in Dharwad' }).tagName).toBe('svg'),
});
