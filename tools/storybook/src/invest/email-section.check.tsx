import { screen } from '@testing-library/react';
import { checkStories } from '../check-stories';
import * as stories from './email-section.stories';

checkStories(stories, {
  Loaded: () => {
    expect(screen.getByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Order updates/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Farm updates/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Campaign results/ })).toBeChecked();
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  },
});
