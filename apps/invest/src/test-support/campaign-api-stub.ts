import { indianDay } from '@mitti/domain/dates';
import type { Campaign, CampaignListResponse } from '@mitti/domain/campaign';

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the API calls of a test by `METHOD /api/path`; any other call gets a 404 naming it.
 * Returns the URLs asked for, so a test can read the query strings. Restored by jest.restoreAllMocks().
 */
export function stubApi(handlers: Record<string, Handler>): URL[] {
  const urls: URL[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    urls.push(url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler
      ? handler(request)
      : jsonResponse({ message: `No stub for ${url.pathname}`, code: 'NOT_FOUND' }, 404);
  });
  return urls;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A public, Active campaign (approved 11 days ago) with 30 days left to invest, today in India and
 * its end date included; override any field.
 */
export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    _id: 'camp-1',
    campaignTitle: 'Millet Revival in the Deccan',
    story: 'Three generations have farmed this land.',
    farmName: 'Green Valley Farm',
    farmLocation: 'Nashik, Maharashtra',
    farmSize: { value: 12, unit: 'Acres' },
    fundingGoal: 500000,
    minInvestment: 5000,
    raisedAmount: 125000,
    expectedReturns: {
      type: 'Percentage Range',
      min: 8,
      max: 12,
      description: 'Paid after each harvest.',
    },
    cropTypes: ['Millet', 'Sorghum'],
    farmingMethods: ['Organic', 'Permaculture'],
    startDate: new Date(Date.now() - 10 * DAY_MS).toISOString(),
    endDate: `${indianDay(new Date(Date.now() + 29 * DAY_MS))}T00:00:00.000Z`,
    fundUsage: 'Drip irrigation 40%. Seeds and compost 35%. Storage shed 25%.',
    impactMetrics: 'Saves 2.5 million litres of water a year. Restores soil carbon.',
    riskFactors: 'Late monsoon. Covered by crop insurance.',
    visuals: [],
    status: 'Active',
    isVerified: true,
    userId: {
      _id: 'farmer-1',
      name: 'Ravi Kumar',
      email: 'ravi@mitti.test',
      phone: '9876543210',
      profilePicture: null,
      verified: true,
      suspended: false,
    },
    createdAt: new Date(Date.now() - 12 * DAY_MS).toISOString(),
    updatedAt: new Date(Date.now() - 11 * DAY_MS).toISOString(),
    rejectionReason: null,
    approvedAt: new Date(Date.now() - 11 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export function listResponse(
  campaigns: Campaign[],
  overrides: Partial<CampaignListResponse> = {},
): CampaignListResponse {
  return { campaigns, page: 1, limit: 10, total: campaigns.length, hasMore: false, ...overrides };
}
