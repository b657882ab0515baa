import type { Campaign } from '@mitti/domain/campaign';
import { rupeesText } from '@mitti/domain/money';
import fc from 'fast-check';
import { NEW_CAMPAIGN_FIELDS } from '../campaign-fixtures';
import { multipartForm } from '../multipart';
import { bearer } from '../test-app';
import { digest } from './database-snapshot';
import type { Account, World } from './security-world';
import { createWorld } from './security-world';
import { testClock } from '../test-clock';
import { ROUTE_CASES, TIMELINE_FIELDS } from './route-cases';

/**
 * Issue 16, item 2: every write route that reads an amount, a date or another number refuses a value
 * that is not what it looks like (hex, exponents, arrays, days that do not exist or lie outside 2000
 * to 2100, amounts below ₹1 or in part-paise) with a 400 naming the field, and writes nothing: the
 * database and what everyone reads stay as they were.
 */

let world: World;

beforeAll(async () => {
  // Before every day the rules accept, so any of them can be a campaign's end date.
  world = await createWorld({ clock: testClock('1999-12-31T00:00:00Z') });
});
afterAll(() => world.close());

const NUM_RUNS = 25;

const ints = (min: number, max: number) => fc.integer({ min, max });

/** Text no number rule reads: hex, exponents, infinities, other notations. */
const notANumberText = fc.oneof(
  ints(0, 1_000_000).map((n) => `0x${n.toString(16)}`),
  fc.tuple(ints(1, 9), ints(-12, 12)).map(([digit, exponent]) => `${digit}e${exponent}`),
  fc.constantFrom(
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    'abc',
    '1_000',
    '1 000',
    '+5',
    '.5',
    '5.',
  ),
);

/** Plain decimal text outside [min, max], or with more than two decimals. */
function decimalTextOutside(min: number, max: number) {
  return fc.oneof(
    ints(-1_000_000, Math.ceil(min) - 1).map(String),
    ints(Math.floor(max) + 1, Math.floor(max) + 1_000_000_000).map(String),
    ints(0, 100_000).map((n) => `${n}.${String(n % 100).padStart(2, '0')}${(n % 9) + 1}`),
  );
}

const badAmountText = fc.oneof(
  notANumberText,
  ints(100_000, 99_999_999).map((n) => n.toLocaleString('en-US')), // 100,000: not en-IN grouping
  ints(1_000, 99_999).map((n) => `${String(n).slice(0, -3)},${String(n).slice(-3, -1)}`), // 1,00
  decimalTextOutside(1, 1_000_000_000),
  fc.constantFrom('0.99', '0.5', '₹5,000', '-5,000', '1,00,000.505'),
);

const year = ints(2000, 2100);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const badDayText = fc.oneof(
  ints(2101, 99_999).map((y) => `${y}-01-01`),
  ints(1, 1999).map((y) => `${pad(y, 4)}-06-15`),
  fc
    .tuple(year, fc.constantFrom([2, 30], [2, 31], [4, 31], [6, 31], [9, 31], [11, 31]))
    .map(([y, [m, d]]) => `${y}-${pad(m)}-${pad(d)}`),
  fc.tuple(year, ints(13, 99), ints(1, 28)).map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  fc.tuple(year, ints(1, 12), ints(32, 99)).map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  year.filter((y) => y % 4 !== 0 || y === 2100).map((y) => `${y}-02-29`),
  fc.tuple(year, ints(1, 12), ints(1, 28)).map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}T00:00:00Z`),
  fc.tuple(year, ints(1, 9), ints(1, 9)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.tuple(year, ints(1, 12), ints(1, 28)).map(([y, m, d]) => `${pad(d)}/${pad(m)}/${y}`),
  ints(-1_000_000, 4_102_444_800_000).map(String),
  fc.constantFrom('0', '-1', 'today', '2026-00-10'),
);

/** JSON that names no number of the kind: the bad text as a string, arrays, objects, raw exponents. */
function badJson(badText: fc.Arbitrary<string>, badNumbers: fc.Arbitrary<number>, valid: number) {
  return fc.oneof(
    badText.map((text) => JSON.stringify(text)),
    badNumbers.map((n) => JSON.stringify(n)),
    fc.constantFrom(
      '1e309',
      '-1e309',
      '1e-9',
      'true',
      '{}',
      `{"value":${valid}}`,
      `[${valid}]`,
      `["${valid}"]`,
      `[${valid},${valid}]`,
    ),
  );
}

/** JSON numbers outside [min, max], or not whole. */
function outside(min: number, max: number) {
  return fc.oneof(
    ints(-1_000_000_000, min - 1),
    ints(max + 1, max + 1_000_000_000),
    fc.double({ min, max: max + 1, noNaN: true }).filter((n) => !Number.isInteger(n)),
  );
}

const badCountText = fc.oneof(notANumberText, fc.constantFrom('1.5', 'one'));

/** A multipart route: its valid form, and each field that reads a value with values it refuses. */
interface MultipartCase {
  route: string;
  caller: (w: World) => Account;
  url: (w: World) => string;
  form: Record<string, string>;
  fields: Record<string, fc.Arbitrary<string>>;
}

/** A JSON route (its valid call is the route case's): each value's path, with raw JSON it refuses. */
interface JsonCase {
  route: string;
  caller: (w: World) => Account;
  values: Record<string, fc.Arbitrary<string>>;
}

const campaignFields = {
  fundingGoal: badAmountText,
  minInvestment: badAmountText,
  farmSizeValue: fc.oneof(notANumberText, decimalTextOutside(0.01, 100_000), fc.constant('0')),
  returnsMin: fc.oneof(notANumberText, decimalTextOutside(0, 1000)),
  returnsMax: fc.oneof(notANumberText, decimalTextOutside(10, 1000)),
  startDate: badDayText,
  endDate: badDayText,
};

const MULTIPART_CASES: MultipartCase[] = [
  {
    route: 'POST /api/campaigns',
    caller: (w) => w.farmer,
    form: NEW_CAMPAIGN_FIELDS,
    url: () => '/api/campaigns',
    fields: campaignFields,
  },
  {
    route: 'PUT /api/campaigns/editCampaign/:id',
    caller: (w) => w.farmer,
    form: NEW_CAMPAIGN_FIELDS,
    url: (w) => `/api/campaigns/editCampaign/${w.draftCampaignId}`,
    fields: campaignFields,
  },
  {
    route: 'POST /api/campaigns/:id/timeline-update',
    caller: (w) => w.farmer,
    form: TIMELINE_FIELDS,
    url: (w) => `/api/campaigns/${w.draftCampaignId}/timeline-update`,
    fields: { date: badDayText },
  },
];

const JSON_CASES: JsonCase[] = [
  {
    route: 'POST /api/payments/create-order',
    caller: (w) => w.investor,
    values: {
      amount: badJson(
        badAmountText,
        fc.oneof(
          outside(1, 1_000_000_000),
          ints(100, 100_000_000).map((paise) => paise / 100 + 0.001),
        ),
        1000,
      ),
    },
  },
  {
    route: 'POST /api/cart',
    caller: (w) => w.investor,
    values: { quantity: badJson(badCountText, outside(1, 1), 1) },
  },
  {
    route: 'PUT /api/cart',
    caller: (w) => w.investor,
    values: { quantity: badJson(badCountText, outside(1, 99), 2) },
  },
  {
    route: 'POST /api/orders',
    caller: (w) => w.investor,
    values: { 'items[0].quantity': badJson(badCountText, outside(1, 99), 1) },
  },
  {
    route: 'PUT /api/items/:id/review',
    caller: (w) => w.investor,
    values: { rating: badJson(badCountText, outside(1, 5), 4) },
  },
];

const PLACEHOLDER = '"__value under test__"';

/** `payload` as JSON text with the value at a path like `items[0].quantity` written as `raw`. */
function withRawValue(payload: object, path: string, raw: string): string {
  const copy = structuredClone(payload) as Record<string, unknown>;
  const keys = path.split(/\.|\[(\d+)\]\.?/).filter(Boolean);
  let parent: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys.at(-1)!] = JSON.parse(PLACEHOLDER);
  return JSON.stringify(copy).replace(PLACEHOLDER, raw);
}

/** What the callers read of the world's campaigns, cart and orders, by status and body. */
async function reads(w: World) {
  const calls: [string, Account | null][] = [
    ['/api/campaigns', null],
    [`/api/campaigns/${w.publicCampaignId}`, null],
    [`/api/campaigns/${w.draftCampaignId}`, w.farmer],
    ['/api/user-campaigns', w.farmer],
    ['/api/user-campaigns', w.investor],
    ['/api/admin/campaigns?status=all', w.admin],
    [`/api/campaigns/${w.draftCampaignId}/timeline`, w.farmer],
    ['/api/cart', w.investor],
    ['/api/orders', w.investor],
    [`/api/items/${w.itemId}`, null],
  ];
  return Promise.all(
    calls.map(async ([url, caller]) => {
      const res = await w.ctx.app.inject({ url, headers: caller ? bearer(caller.token) : {} });
      return [url, res.statusCode, res.json<unknown>()];
    }),
  );
}

/** One field of a route and the values its rule refuses, as text (multipart) or raw JSON. */
function fieldValues(values: Record<string, fc.Arbitrary<string>>) {
  return fc
    .constantFrom(...Object.keys(values))
    .chain((field) => values[field]!.map((value) => ({ field, value })));
}

interface Body {
  payload: string | Buffer;
  headers: Record<string, string>;
}

async function expectRefusedUnchanged(
  key: string,
  caller: Account,
  url: string,
  values: Record<string, fc.Arbitrary<string>>,
  body: (field: string, value: string) => Body,
) {
  const [method] = key.split(' ') as ['POST' | 'PUT'];
  const rows = await digest(world.ctx.db);
  const before = await reads(world);
  await fc.assert(
    fc.asyncProperty(fieldValues(values), async ({ field, value }) => {
      const { payload, headers } = body(field, value);
      const res = await world.ctx.app.inject({
        method,
        url,
        headers: { ...headers, ...bearer(caller.token) },
        payload,
      });
      const label = `${key} ${field}=${value} -> ${res.statusCode}`;
      expect([label, res.statusCode]).toEqual([label, 400]);
      expect([label, res.json<{ fields?: object }>().fields]).toEqual([
        label,
        expect.objectContaining({ [field]: expect.any(String) }),
      ]);
      expect([label, await digest(world.ctx.db)]).toEqual([label, rows]);
      expect([label, await reads(world)]).toEqual([label, before]);
    }),
    { numRuns: NUM_RUNS, endOnFailure: true },
  );
}

describe('a value that is not what it looks like, sent to a write route', () => {
  it.each(MULTIPART_CASES.map((valueCase) => [valueCase.route, valueCase] as const))(
    '%s: a 400 naming the field; nothing written, every read unchanged',
    async (key, { caller, form, url, fields }) => {
      await expectRefusedUnchanged(key, caller(world), url(world), fields, (field, value) =>
        multipartForm(Object.entries({ ...form, [field]: value })),
      );
    },
  );

  it.each(JSON_CASES.map((valueCase) => [valueCase.route, valueCase] as const))(
    '%s: a 400 naming the field; nothing written, every read unchanged',
    async (key, { caller, values }) => {
      const call = await ROUTE_CASES[key]!.call(world, caller(world));
      await expectRefusedUnchanged(key, caller(world), call.url, values, (field, raw) => ({
        payload: withRawValue(call.payload as object, field, raw),
        headers: { 'content-type': 'application/json' },
      }));
    },
  );
});

describe('a value in a form the rules accept', () => {
  const day = fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  /** An amount in paise, typed grouped as the site prints it or as plain digits. */
  const amount = fc.tuple(ints(100, 100_000_000_000), fc.boolean()).map(([paise, grouped]) => ({
    paise,
    text: grouped ? rupeesText(paise / 100) : String(paise / 100),
  }));

  it('is stored and read back as it was meant: amounts in paise, days as the calendar has them', async () => {
    await fc.assert(
      fc.asyncProperty(
        amount,
        fc.tuple(day, day).map((days) => days.sort()),
        ints(1, 10_000_000),
        async (goal, [startDate, endDate], farmSizeHundredths) => {
          const body = multipartForm(
            Object.entries({
              ...NEW_CAMPAIGN_FIELDS,
              fundingGoal: goal.text,
              // A goal of one unit: any goal is a whole number of itself.
              minInvestment: goal.text,
              startDate,
              endDate,
              farmSizeValue: String(farmSizeHundredths / 100),
            }),
          );
          const res = await world.ctx.app.inject({
            method: 'PUT',
            url: `/api/campaigns/editCampaign/${world.draftCampaignId}`,
            headers: { ...body.headers, ...bearer(world.farmer.token) },
            payload: body.payload,
          });
          expect([goal.text, res.statusCode]).toEqual([goal.text, 200]);
          expect(res.json<Campaign>()).toMatchObject({
            fundingGoal: goal.paise / 100,
            minInvestment: goal.paise / 100,
            startDate: `${startDate}T00:00:00.000Z`,
            endDate: `${endDate}T00:00:00.000Z`,
            farmSize: { value: farmSizeHundredths / 100 },
          });
        },
      ),
      { numRuns: NUM_RUNS },
    );
  });
});
