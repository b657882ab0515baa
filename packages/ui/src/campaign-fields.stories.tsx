import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { fn } from 'storybook/test';
import { CampaignFields } from './campaign-fields';
import type { CampaignFieldValues } from './campaign-text-field';
import { CampaignVisualsField } from './campaign-visuals-field';
import { STORY_PICTURES } from './story-support/story-pictures';

const EMPTY: CampaignFieldValues = {
  campaignTitle: '',
  story: '',
  farmName: '',
  farmLocation: '',
  fundingGoal: '',
  minInvestment: '',
  returnsType: 'Percentage Range',
  returnsMin: '',
  returnsMax: '',
  returnsDescription: '',
  farmSizeValue: '',
  farmSizeUnit: 'Acres',
  cropTypes: '',
  farmingMethods: [],
  startDate: '',
  endDate: '',
  fundUsage: '',
  impactMetrics: '',
  riskFactors: '',
};

const APPROVED: CampaignFieldValues = {
  campaignTitle: 'Millet Revival in the Deccan',
  story: 'Four generations on the same red soil, now back to millets.',
  farmName: 'Green Valley Farm',
  farmLocation: 'Anantapur, Andhra Pradesh',
  fundingGoal: '5,00,000',
  minInvestment: '5,000',
  returnsType: 'Percentage Range',
  returnsMin: '8',
  returnsMax: '12',
  returnsDescription: 'Shared after each harvest.',
  farmSizeValue: '12',
  farmSizeUnit: 'Acres',
  cropTypes: 'Millet, Sorghum',
  farmingMethods: ['Organic', 'Sustainable'],
  startDate: '2027-01-10',
  endDate: '2027-04-10',
  fundUsage: '60% for drip lines, 40% for seed.',
  impactMetrics: 'Saves 2 million litres of water a year.',
  riskFactors: 'Drought; drip lines reduce it.',
  status: 'Active',
};

const visualsField = (kept?: typeof STORY_PICTURES) => (
  <CampaignVisualsField
    kept={kept}
    onRemoveKept={fn()}
    added={[]}
    problems={[]}
    disabled={false}
    onAdd={fn()}
    onRemoveAdded={fn()}
  />
);

/** The fields inside a Formik form holding the story's `parameters.values`. */
const withForm: Decorator = (Story, { parameters }) => (
  <Formik initialValues={parameters.values as CampaignFieldValues} onSubmit={fn()}>
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
      <Story />
    </Box>
  </Formik>
);

const meta = {
  title: 'ui/CampaignFields',
  component: CampaignFields,
  decorators: [withForm],
  args: { visuals: visualsField() },
  parameters: { values: EMPTY },
} satisfies Meta<typeof CampaignFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Creating: every field empty, the farmer's name and email from the account. */
export const Create: Story = {
  args: { owner: { name: 'Ravi Kumar', email: 'ravi@mitti.test' } },
};

/** Editing an approved campaign: a status to choose, the funding terms fixed, its visuals kept. */
export const EditApproved: Story = {
  args: {
    statuses: ['Active', 'Draft', 'Cancelled', 'Completed'],
    termsFrozen: true,
    visuals: visualsField(STORY_PICTURES),
  },
  parameters: { values: APPROVED },
};
