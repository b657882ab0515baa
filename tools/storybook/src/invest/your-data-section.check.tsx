import { screen, within } from '@testing-library/react';
import { checkStories } from '../check-stories';
import * as stories from './your-data-section.stories';

const buttons = () => {
  expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
};

checkStories(stories, {
  Default: buttons,
  Phone: buttons,
  DownloadFailed: async () => {
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  },
  DeleteAsks: () => {
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
  DeleteAsksGoogleOnly: () => {
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/^Your email address/)).toBeInTheDocument();
  },
});
