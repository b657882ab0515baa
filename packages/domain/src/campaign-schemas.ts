import * as yup from 'yup';
import {
  CAMPAIGN_FILTER_FIELDS,
  CAMPAIGN_SORTS,
  CAMPAIGN_STATUSES,
  FARM_SIZE_UNITS,
  FARMING_METHODS,
  RETURN_TYPES,
  type FarmingMethod,
} from './campaign';
import { paiseToRupees, rupeesText, rupeesToPaise } from './money';
import {
  calendarDay,
  daysInOrder,
  isBlank,
  measure,
  oneLineText,
  pageLimit,
  pageNumber,
  rupeesAmount,
  typedText,
} from './value-schemas';

const requiredText = (label: string, max = 5000, requiredMessage = `${label} is required`) =>
  typedText().required(requiredMessage).max(max, `${label} is too long`);

/** A name shown as a heading and in email subjects: one line. */
const requiredLine = (label: string, max: number) =>
  oneLineText(label).required(`${label} is required`).max(max, `${label} is too long`);

const CROP_TYPES_REQUIRED = 'Enter at least one crop type';

/** Not in the spec: the largest farm a campaign may name, in acres or hectares. */
export const MAX_FARM_SIZE = 100_000;
/** Not in the spec: the largest return, in percent a year or as a multiple. */
export const MAX_RETURN = 1000;

/** Comma-separated crops as typed ('Rice, Wheat'), trimmed, blanks dropped (invest.md 5). */
export function splitCropTypes(text: string): string[] {
  return text
    .split(',')
    .map((crop) => crop.trim())
    .filter((crop) => !isBlank(crop));
}

/**
 * POST /campaigns: the create form and the server. Multipart sends every field as text, read by the
 * rules of value-schemas (amounts as the site prints them, dates as YYYY-MM-DD text, which they stay).
 * cropTypes stays the comma-separated text the farmer typed; split it with splitCropTypes after
 * validation.
 */
export const createCampaignSchema = yup.object({
  campaignTitle: requiredLine('Campaign title', 120),
  story: requiredText('Story'),
  farmName: requiredLine('Farm name', 120),
  farmLocation: requiredLine('Farm location', 160),
  fundingGoal: rupeesAmount('Funding goal'),
  minInvestment: rupeesAmount('Minimum investment')
    .test(
      'within-goal',
      'Minimum investment cannot be more than the funding goal',
      function (value) {
        const { fundingGoal } = this.parent as { fundingGoal?: number };
        return (
          value === undefined ||
          fundingGoal === undefined ||
          Number.isNaN(fundingGoal) ||
          value <= fundingGoal
        );
      },
    )
    .test('whole-units', function (value) {
      // Investors buy whole units of the minimum, so only a goal of whole units can be reached
      // and the campaign marked Funded.
      const { fundingGoal } = this.parent as { fundingGoal?: number };
      if (value === undefined || fundingGoal === undefined || Number.isNaN(fundingGoal)) {
        return true;
      }
      const unit = rupeesToPaise(value);
      const goal = rupeesToPaise(fundingGoal);
      if (unit === 0 || unit > goal || goal % unit === 0) return true;
      const below = paiseToRupees(Math.floor(goal / unit) * unit);
      const above = paiseToRupees(Math.ceil(goal / unit) * unit);
      return this.createError({
        message: `The funding goal must be a whole number of minimum investments, like ₹${rupeesText(below)} or ₹${rupeesText(above)}`,
      });
    }),
  returnsType: yup
    .string()
    .oneOf(RETURN_TYPES, 'Choose a return type')
    .default('Percentage Range')
    .required('Return type is required'),
  returnsMin: measure('Minimum return', MAX_RETURN)
    .required('Minimum return is required')
    .min(0, 'Minimum return cannot be negative'),
  returnsMax: measure('Maximum return', MAX_RETURN)
    .optional()
    .test('not-below-min', 'Maximum return cannot be below the minimum', function (value) {
      const { returnsMin } = this.parent as { returnsMin?: number };
      return (
        value === undefined ||
        returnsMin === undefined ||
        Number.isNaN(returnsMin) ||
        value >= returnsMin
      );
    }),
  returnsDescription: requiredText('Returns description', 500),
  farmSizeValue: measure('Farm size', MAX_FARM_SIZE)
    .required('Farm size is required')
    .moreThan(0, 'Farm size must be more than 0'),
  farmSizeUnit: yup
    .string()
    .oneOf(FARM_SIZE_UNITS, 'Choose Acres or Hectares')
    .default('Acres')
    .required(),
  cropTypes: requiredText('Crop types', 500, CROP_TYPES_REQUIRED).test(
    'some-crop',
    CROP_TYPES_REQUIRED,
    (value) => value === undefined || splitCropTypes(value).length > 0,
  ),
  farmingMethods: yup
    .array(yup.string().oneOf(FARMING_METHODS, 'Unknown farming method').required())
    .default([]),
  startDate: calendarDay('Start date'),
  endDate: calendarDay('End date').test(
    'after-start',
    'End date must be after the start date',
    function (value) {
      return daysInOrder((this.parent as { startDate?: unknown }).startDate, value);
    },
  ),
  fundUsage: requiredText('Fund usage'),
  impactMetrics: requiredText('Impact metrics'),
  riskFactors: requiredText('Risk factors'),
});

/** PUT /campaigns/editCampaign/:id: the create fields plus status (DESIGN.md 6.7 decides which). */
export const editCampaignSchema = createCampaignSchema.shape({
  status: yup.string().oneOf(CAMPAIGN_STATUSES, 'Unknown status').optional(),
});

/** The statuses an owner may choose; Active needs an admin's approval, Funded comes from the money. */
export const OWNER_SETTABLE_STATUSES = ['Draft', 'Cancelled', 'Completed'] as const;

/** GET /campaigns query. */
export const campaignListQuerySchema = yup.object({
  page: pageNumber().default(1),
  limit: pageLimit(50).default(10),
  farmLocation: yup.string().trim().max(100).optional(),
  cropTypes: yup.string().trim().max(100).optional(),
  farmingMethods: yup.string().trim().max(100).optional(),
  sortBy: yup.string().oneOf(CAMPAIGN_SORTS).default('createdAt'),
  sortOrder: yup
    .string()
    .oneOf(['asc', 'desc'] as const)
    .default('desc'),
});

/** GET /campaigns/filters/options query. */
export const filterOptionsQuerySchema = yup.object({
  field: yup
    .string()
    .oneOf(CAMPAIGN_FILTER_FIELDS, 'field must be farmLocation, cropTypes or farmingMethods')
    .required('field is required'),
  term: yup.string().trim().max(100).optional(),
});

/** POST /contact: a message to a campaign's farmer (or to Mitti when no campaign is chosen). */
export const contactMessageSchema = yup.object({
  campaignId: yup.string().trim().optional(),
  name: requiredLine('Name', 80),
  email: yup.string().trim().required('Email is required').email('Enter a valid email address'),
  phone: yup
    .string()
    .trim()
    .optional()
    .matches(/^(\d{10})?$/, 'Invalid phone number'),
  message: requiredText('Message', 2000),
});

export type CreateCampaignBody = yup.InferType<typeof createCampaignSchema>;
export type EditCampaignBody = yup.InferType<typeof editCampaignSchema>;

/**
 * The campaign form's values as typed: every field text (numbers as typed, dates as YYYY-MM-DD,
 * crop types comma-separated), except the chosen farming methods.
 */
export type CreateCampaignFields = Record<
  Exclude<keyof CreateCampaignBody, 'farmingMethods'>,
  string
> & { farmingMethods: FarmingMethod[] };
export type CampaignListQuery = yup.InferType<typeof campaignListQuerySchema>;
export type FilterOptionsQuery = yup.InferType<typeof filterOptionsQuerySchema>;
export type ContactMessageBody = yup.InferType<typeof contactMessageSchema>;

/** POST /sending-request: the spec's client sends the user's id and email; the token decides. */
export const verificationRequestSchema = yup.object({
  userId: yup.string().trim().optional(),
  email: yup.string().trim().optional(),
});

export type VerificationRequestBody = yup.InferType<typeof verificationRequestSchema>;
