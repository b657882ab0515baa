import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/product-image.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  WithPicture: () =>
    expect(screen.getByRole('img', { name: 'Organic turmeric powder' })).toHaveAttribute(
      'loading',
      'eager',
    ),
  Placeholder: () =>
    expect(screen.getByRole('img', { name: 'Organic turmeric powder (no image)' })).toBeVisible(),
  Thumbnail: () =>
    expect(screen.getByRole('img', { name: 'Organic turmeric powder' }).tagName).toBe('IMG'),
});
