import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/variant-picker.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Buttons: () => {
    expect(screen.getByRole('button', { name: '250 g', pressed: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 kg (Out of stock)' })).toBeDisabled();
  },
  Menu: () => {
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('v250');
    // The size sits between direction isolates, which screen readers do not read.
    expect(screen.getByRole('option', { name: '\u20681 kg\u2069 (Out of stock)' })).toBeDisabled();
  },
});
