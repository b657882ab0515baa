import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/carousel.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Slides: () => {
    expect(screen.getByRole('region', { name: 'Turmeric farm in Erode' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Turmeric farm in Erode, photo 1 of 3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeEnabled();
  },
  Empty: () => {
    expect(screen.getByRole('img', { name: 'Turmeric farm in Erode' }).tagName).toBe('svg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  },
});
