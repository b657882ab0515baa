import type { Meta, StoryObj } from '@storybook/react-vite';
import { LabelValueList } from './label-value-list';

const meta = {
  title: 'ui/LabelValueList',
  component: LabelValueList,
  args: {
    rows: [
      { label: 'Funding goal', value: '₹5,00,000' },
      { label: 'Minimum investment', value: '₹5,000' },
      { label: 'Expected returns', value: '8% - 11%' },
    ],
  },
} satisfies Meta<typeof LabelValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label at the left of its value. */
export const Rows: Story = {};

/** Smaller, closer rows, as in the checkout's summary. */
export const Dense: Story = { args: { dense: true } };

/** A rule between rows. */
export const Divided: Story = { args: { divided: true } };
