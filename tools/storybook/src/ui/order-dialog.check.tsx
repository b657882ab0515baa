import { screen, within } from '@testing-library/react';
import * as stories from '@mitti/ui/order-dialog.stories';
import { checkStories } from '../check-stories';

const details = () => {
  const dialog = screen.getByRole('dialog', { name: 'Order #b1a0f9' });
  const region = within(dialog).getByRole('region', { name: 'Order details' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(within(region).getByRole('region', { name: 'Ship to' })).toHaveTextContent(
    'Landmark: Opposite the metro station',
  );
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  return dialog;
};

checkStories(stories, {
  Open: () => {
    expect(details()).not.toHaveClass('MuiDialog-paperFullScreen');
  },
  Phone: () => {
    expect(details()).toHaveClass('MuiDialog-paperFullScreen');
  },
});
