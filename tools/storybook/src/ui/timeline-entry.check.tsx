import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/timeline-entry.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  WithPhotos: () => {
    expect(screen.getByRole('listitem', { name: 'Transplanting done' })).toBeInTheDocument();
    expect(screen.getByText('14 July 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Transplanting done, photo/ })).toHaveLength(3);
  },
  TextOnly: () => {
    expect(screen.getByRole('heading', { name: 'Seeds sown' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  },
  OwnerAction: () => expect(screen.getByRole('button', { name: 'Delete update' })).toBeEnabled(),
});
