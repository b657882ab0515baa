import { campaignListQuerySchema, createCampaignSchema, splitCropTypes } from './campaign-schemas';
import { schemaErrors } from './testing/schema-errors';

const valid = {
  campaignTitle: 'Organic Grapes',
  story: 'A story.',
  farmName: 'Patil Vineyards',
  farmLocation: 'Nashik, Maharashtra',
  fundingGoal: '500000',
  minInvestment: '5000',
  returnsType: 'Percentage Range',
  returnsMin: '10',
  returnsMax: '',
  returnsDescription: 'Yearly.',
  farmSizeValue: '12',
  farmSizeUnit: 'Acres',
  cropTypes: 'Grapes, Raisins',
  farmingMethods: ['Organic'],
  startDate: '2030-01-10',
  endDate: '2030-03-10',
  fundUsage: '100% for trellis.',
  impactMetrics: 'Saves water.',
  riskFactors: 'Hail.',
};

describe('createCampaignSchema', () => {
  it('keeps the title and the farm name on one line, and the story free', async () => {
    expect(
      await schemaErrors(createCampaignSchema, {
        ...valid,
        campaignTitle: 'Organic Grapes\r\nBcc: attacker@example.com',
        farmName: 'Patil\nVineyards',
        farmLocation: 'Nashik\nMaharashtra',
        story: 'First paragraph.\n\nSecond paragraph.',
      }),
    ).toEqual({
      campaignTitle: 'Campaign title must be on one line',
      farmName: 'Farm name must be on one line',
      farmLocation: 'Farm location must be on one line',
    });
  });

  it('refuses text that shows nothing, such as zero-width spaces alone', async () => {
    const invisible = '\u200b\u200b\u200b';
    expect(
      await schemaErrors(createCampaignSchema, {
        ...valid,
        campaignTitle: invisible,
        story: invisible,
        cropTypes: `${invisible}, \u2060`,
      }),
    ).toEqual({
      campaignTitle: 'Campaign title is required',
      story: 'Story is required',
      cropTypes: 'Enter at least one crop type',
    });
  });

  it('accepts the form as multipart text, casting numbers and dropping an empty returnsMax', async () => {
    expect(await schemaErrors(createCampaignSchema, valid)).toEqual({});
    const cast = createCampaignSchema.cast(valid);
    expect(cast).toMatchObject({ fundingGoal: 500_000, returnsMin: 10, farmSizeValue: 12 });
    expect(cast.returnsMax).toBeUndefined();
  });

  it('names every missing required field', async () => {
    const errors = await schemaErrors(createCampaignSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'campaignTitle',
        'story',
        'farmName',
        'farmLocation',
        'fundingGoal',
        'minInvestment',
        'returnsMin',
        'returnsDescription',
        'farmSizeValue',
        'cropTypes',
        'startDate',
        'endDate',
        'fundUsage',
        'impactMetrics',
        'riskFactors',
      ].sort(),
    );
    expect(errors.campaignTitle).toBe('Campaign title is required');
  });

  it('refuses a minimum investment above the goal', async () => {
    expect(await schemaErrors(createCampaignSchema, { ...valid, minInvestment: '600000' })).toEqual(
      {
        minInvestment: 'Minimum investment cannot be more than the funding goal',
      },
    );
  });

  it('refuses a goal that is not a whole number of minimum investments, naming the nearest two', async () => {
    expect(await schemaErrors(createCampaignSchema, { ...valid, minInvestment: '3000' })).toEqual({
      minInvestment:
        'The funding goal must be a whole number of minimum investments, like ₹4,98,000 or ₹5,01,000',
    });
    expect(
      await schemaErrors(createCampaignSchema, {
        ...valid,
        fundingGoal: '1,000.50',
        minInvestment: '100.05',
      }),
    ).toEqual({});
    expect(
      await schemaErrors(createCampaignSchema, {
        ...valid,
        fundingGoal: '1,000.50',
        minInvestment: '100',
      }),
    ).toEqual({
      minInvestment:
        'The funding goal must be a whole number of minimum investments, like ₹1,000 or ₹1,100',
    });
  });

  it('refuses an end date before the start', async () => {
    expect(await schemaErrors(createCampaignSchema, { ...valid, endDate: '2029-12-31' })).toEqual({
      endDate: 'End date must be after the start date',
    });
  });

  it('reads amounts as the site prints them, keeps dates as typed and reads plain numbers', () => {
    expect(
      createCampaignSchema.validateSync({
        ...valid,
        fundingGoal: '5,00,001',
        minInvestment: '5,000.01',
        farmSizeValue: '12.5',
        returnsMax: '12',
      }),
    ).toMatchObject({
      fundingGoal: 500_001,
      minInvestment: 5_000.01,
      farmSizeValue: 12.5,
      returnsMin: 10,
      returnsMax: 12,
      startDate: '2030-01-10',
      endDate: '2030-03-10',
    });
  });

  it.each([
    ['minInvestment', '1e-9', 'Minimum investment must be an amount in rupees, like 1,00,000'],
    ['minInvestment', '0.001', 'Minimum investment must be an amount in rupees, like 1,00,000'],
    ['fundingGoal', '0x10', 'Funding goal must be an amount in rupees, like 1,00,000'],
    ['fundingGoal', '5000000000', 'Funding goal must be at most ₹1,00,00,00,000'],
    ['farmSizeValue', '1e309', 'Farm size must be a number'],
    ['farmSizeValue', '0', 'Farm size must be more than 0'],
    ['farmSizeValue', '100001', 'Farm size must be at most 100000'],
    ['returnsMin', '0x10', 'Minimum return must be a number'],
    ['returnsMax', '1e3', 'Maximum return must be a number'],
    ['returnsMax', '5000', 'Maximum return must be at most 1000'],
    ['startDate', '0', 'Start date must be a real date (YYYY-MM-DD)'],
    ['startDate', '-1', 'Start date must be a real date (YYYY-MM-DD)'],
    ['startDate', '2026-02-30', 'Start date must be a real date (YYYY-MM-DD)'],
    ['endDate', '99999-01-01', 'End date must be a real date (YYYY-MM-DD)'],
    ['endDate', '2101-01-01', 'End date must be between 2000 and 2100'],
  ])('refuses %s %j, naming it', async (field, value, message) => {
    expect(await schemaErrors(createCampaignSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('refuses crop types that are only commas and blanks', async () => {
    expect(await schemaErrors(createCampaignSchema, { ...valid, cropTypes: ' , ,' })).toEqual({
      cropTypes: 'Enter at least one crop type',
    });
    expect(splitCropTypes(' Rice ,, Wheat,')).toEqual(['Rice', 'Wheat']);
  });
});

describe('campaignListQuerySchema', () => {
  it('defaults to page 1 of 10, newest first', () => {
    expect(campaignListQuerySchema.validateSync({})).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('refuses a limit above 50 and an unknown sort', async () => {
    expect(
      Object.keys(await schemaErrors(campaignListQuerySchema, { limit: '51', sortBy: 'price' })),
    ).toEqual(['limit', 'sortBy']);
  });
});
