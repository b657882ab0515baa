import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FARM_SIZE_UNITS, RETURN_TYPES, type CampaignStatus } from '@mitti/domain/campaign';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { CampaignTextField, type CampaignFieldValues } from './campaign-text-field';
import { FarmingMethodsField } from './farming-methods-field';
import { FormSection } from './form-section';

const FULL_WIDTH = { gridColumn: '1 / -1' };
const rupees = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const decimal = { htmlInput: { inputMode: 'decimal' } } as const;
const date = { inputLabel: { shrink: true } } as const;

export interface CampaignFieldsProps {
  /** Creating: the farmer's name and email from the account, shown read-only. */
  owner?: { name: string; email: string };
  /** Editing: the statuses the owner may choose. */
  statuses?: readonly CampaignStatus[];
  /** Editing an approved campaign: the funding terms are shown read-only (the server refuses them). */
  termsFrozen?: boolean;
  /** The visuals part: new files when creating, the kept ones and new ones when editing. */
  visuals: ReactNode;
}

/**
 * The campaign's fields in the spec's sections (invest.md 2, Create campaign), bound to the Formik
 * form around them; the create page and the edit dialog both use them.
 */
export function CampaignFields({
  owner,
  statuses,
  termsFrozen = false,
  visuals,
}: CampaignFieldsProps) {
  const { values } = useFormikContext<CampaignFieldValues>();
  const multiple = values.returnsType === 'Fixed Multiple';

  return (
    <>
      <FormSection
        id="pitch"
        title="Campaign Pitch"
        intro="What you are raising money for, in your own words."
      >
        <CampaignTextField name="campaignTitle" label="Campaign title" required sx={FULL_WIDTH} />
        <CampaignTextField
          name="story"
          label="Your story"
          required
          multiline
          minRows={5}
          helperText="Who farms the land, what the project is and why it matters."
          sx={FULL_WIDTH}
        />
        {statuses && (
          <CampaignTextField name="status" label="Status" select required>
            {statuses.map((status) => (
              <MenuItem key={status} value={status}>
                {status}
              </MenuItem>
            ))}
          </CampaignTextField>
        )}
      </FormSection>

      <FormSection id="financials" title="Financials">
        <CampaignTextField
          name="fundingGoal"
          label="Funding goal"
          required
          frozen={termsFrozen}
          amount
          slotProps={rupees}
        />
        <CampaignTextField
          name="minInvestment"
          label="Minimum investment"
          required
          frozen={termsFrozen}
          amount
          helperText="The price of one unit."
          slotProps={rupees}
        />
        <CampaignTextField
          name="returnsType"
          label="Return type"
          select
          required
          frozen={termsFrozen}
        >
          {RETURN_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </CampaignTextField>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        <CampaignTextField
          name="returnsMin"
          label={multiple ? 'Return multiple' : 'Minimum return (% a year)'}
          required
          frozen={termsFrozen}
          helperText={multiple ? 'e.g. 1.5 returns 1.5x the investment' : undefined}
          slotProps={decimal}
        />
        <CampaignTextField
          name="returnsMax"
          label={multiple ? 'Maximum multiple' : 'Maximum return (% a year)'}
          frozen={termsFrozen}
          slotProps={decimal}
        />
        <CampaignTextField
          name="returnsDescription"
          label="How returns are paid"
          required
          frozen={termsFrozen}
          multiline
          minRows={2}
          helperText="e.g. Shared after each harvest, from the sale of the crop."
          sx={FULL_WIDTH}
        />
      </FormSection>

      <FormSection
        id="farm"
        title="Farmer & Farm Details"
        intro={owner ? 'Your name and email come from your account.' : undefined}
      >
        {owner && (
          <>
            <TextField
              label="Your name"
              value={owner.name}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              label="Email"
              value={owner.email}
              slotProps={{ input: { readOnly: true } }}
            />
          </>
        )}
        <CampaignTextField name="farmName" label="Farm name" required />
        <CampaignTextField
          name="farmLocation"
          label="Farm location"
          required
          helperText="Village or town, district and state."
        />
        <CampaignTextField name="farmSizeValue" label="Farm size" required slotProps={decimal} />
        <CampaignTextField name="farmSizeUnit" label="Unit" select required>
          {FARM_SIZE_UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </CampaignTextField>
      </FormSection>

      <FormSection id="practices" title="Agricultural Practices">
        <CampaignTextField
          name="cropTypes"
          label="Crop types"
          required
          placeholder="Rice, Turmeric, Millet"
          helperText="Separate crops with commas"
          sx={FULL_WIDTH}
        />
        <FarmingMethodsField />
      </FormSection>

      <FormSection id="timeline" title="Timeline" intro="When the campaign takes investments.">
        <CampaignTextField
          name="startDate"
          label="Start date"
          type="date"
          required
          frozen={termsFrozen}
          slotProps={date}
        />
        <CampaignTextField
          name="endDate"
          label="End date"
          type="date"
          required
          frozen={termsFrozen}
          slotProps={date}
        />
      </FormSection>

      <FormSection id="operations" title="Operational Details">
        <CampaignTextField
          name="fundUsage"
          label="How the funds will be used"
          required
          multiline
          minRows={3}
          helperText="e.g. 40% for drip irrigation. 30% for organic seed and compost. 30% for a storage shed."
          sx={FULL_WIDTH}
        />
        <CampaignTextField
          name="impactMetrics"
          label="Environmental and social impact"
          required
          multiline
          minRows={3}
          helperText="One sentence per result, e.g. Saves 2 million litres of water a year."
          sx={FULL_WIDTH}
        />
      </FormSection>

      <FormSection
        id="risks"
        title="Risk Factors"
        intro="Investors trust an honest answer: weather, prices, pests, and what you do about them."
      >
        <CampaignTextField
          name="riskFactors"
          label="Risks and how you reduce them"
          required
          multiline
          minRows={3}
          sx={FULL_WIDTH}
        />
      </FormSection>

      <FormSection
        id="visuals"
        title="Upload Visuals"
        intro="Photos or short videos of the land, the crops and the people."
      >
        {visuals}
      </FormSection>
    </>
  );
}
