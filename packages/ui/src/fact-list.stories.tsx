import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './fact-list';

const meta = {
  title: 'ui/FactList',
  component: FactList,
  args: {
    facts: [
      { label: 'Investor', value: 'Asha Investor' },
      { label: 'Owner', value: 'Ravi Kumar' },
      { label: 'Amount', value: '₹15,000' },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels beside their values from 600 px, above them on phones. */
export const Facts: Story = {};
