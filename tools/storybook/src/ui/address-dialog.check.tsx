import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/address-dialog.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Empty: () => {
    expect(screen.getByRole('dialog', { name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Address Name/ })).toHaveValue('');
  },
  Filled: () => {
    expect(screen.getByRole('dialog', { name: 'Edit Address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /City/ })).toHaveValue('Bengaluru');
  },
  ValidationError: () => {
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByRole('textbox', { name: /Street Address/ })).toBeInvalid();
  },
  Saving: () => {
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /City/ })).toBeDisabled();
  },
});
