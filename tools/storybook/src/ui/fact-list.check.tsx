import { screen } from '@testing-library/react';
import * as stories from '@mitti/ui/fact-list.stories';
import { checkStories } from '../check-stories';

checkStories(stories, {
  Facts: () => {
    for (const text of ['Investor', 'Asha Investor', 'Owner', 'Ravi Kumar', 'Amount', '₹15,000']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  },
});
