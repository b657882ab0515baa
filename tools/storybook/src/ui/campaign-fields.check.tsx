import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/campaign-fields.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Create: () => {
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('textbox', { name: /Campaign title/ })).toHaveValue('');
    expect(screen.queryByText('Fixed since approval')).toBeNull();
  },
  EditApproved: () => {
    expect(screen.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    expect(screen.getAllByText('Fixed since approval').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /Funding goal/ })).toHaveAttribute('readonly');
  },
});
