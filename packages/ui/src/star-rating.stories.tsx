import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './star-rating';

const meta = {
  title: 'ui/StarRating',
  component: StarRating,
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only, halves shown. */
export const HalfStars: Story = { args: { value: 4.5 } };

export const NotRatedYet: Story = { args: { value: 0 } };

export const Large: Story = { args: { value: 3, size: 'large' } };
