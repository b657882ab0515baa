import { solidPng } from '../../src/db/solid-png';
import { multipartForm } from '../multipart';
import type { RowChange } from './database-snapshot';
import { changes, snapshot } from './database-snapshot';
import type { RouteCall, RouteCase } from './route-cases';
import { NEW_CAMPAIGN_FIELDS } from '../campaign-fixtures';
import { callerOf, ROUTE_CASES, send, TIMELINE_FIELDS } from './route-cases';
import type { Account, World } from './security-world';
import { createWorld } from './security-world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const MARK = 987654;
const MARKS: unknown[] = [MARK, MARK * 100, String(MARK), String(MARK * 100), 'HOSTILE'];

/** What a client may try to set for itself. Valid fields of the route win over these. */
const HOSTILE_FIELDS = {
  role: 'admin',
  active: 'true',
  isAdmin: true,
  verified: true,
  isVerified: true,
  raisedAmount: MARK,
  raisedAmountPaise: MARK * 100,
  price: MARK,
  totalPrice: MARK,
  status: 'HOSTILE',
  paymentStatus: 'HOSTILE',
};

/** Values only an operator may give a row; the campaign form's status is the hostile 'Active' there. */
const PRIVILEGED: [table: string, column: string, value: unknown][] = [
  ['users', 'role', 'admin'],
  ['users', 'active', 'true'],
  ['campaigns', 'is_verified', true],
  ['campaigns', 'status', 'Active'],
];

// The webhook's body is Razorpay's, covered by its signature: another field breaks the signature.
const SKIPPED = new Set(['POST /api/payments/webhook']);

const MULTIPART_FIELDS: Record<string, Record<string, string>> = {
  'POST /api/campaigns': NEW_CAMPAIGN_FIELDS,
  'PUT /api/campaigns/editCampaign/:id': NEW_CAMPAIGN_FIELDS,
  'POST /api/campaigns/:id/timeline-update': TIMELINE_FIELDS,
  'PUT /api/profile-picture': {},
};
const MULTIPART_FILE_FIELD: Record<string, string> = {
  'POST /api/campaigns': 'visuals',
  'PUT /api/campaigns/editCampaign/:id': 'visuals',
  'POST /api/campaigns/:id/timeline-update': 'images',
  'PUT /api/profile-picture': 'profilePicture',
};

const writeRoutes = Object.keys(ROUTE_CASES).filter(
  (key) => !key.startsWith('GET ') && !SKIPPED.has(key),
);

/** The one of the four callers who may make the call: its owner, or for operators' routes the admin. */
function allowedCaller(routeCase: RouteCase): Account {
  const actor = routeCase.expect.owner < 300 ? 'owner' : 'admin';
  return callerOf(world, routeCase, actor)!;
}

function withHostileFields(
  key: string,
  call: RouteCall,
  hostile: Record<string, unknown>,
): RouteCall {
  const fields = MULTIPART_FIELDS[key];
  if (fields) {
    const text = Object.entries({ ...hostile, status: 'Active', ...fields }).map(
      ([name, value]): [string, string] => [name, String(value)],
    );
    const body = multipartForm(text, [
      {
        field: MULTIPART_FILE_FIELD[key]!,
        filename: 'farm.png',
        contentType: 'image/png',
        data: solidPng(8, [10, 120, 40]),
      },
    ]);
    return { url: call.url, payload: body.payload, headers: body.headers };
  }
  const valid = (call.payload ?? {}) as Record<string, unknown>;
  return { ...call, payload: { ...HOSTILE_FIELDS, ...valid, ...hostile } };
}

/** Each written cell that a hostile field could have set, as `table.column = value`. */
function hostileWrites(found: RowChange[], target: string, caller: Account): string[] {
  const flagged: string[] = [];
  for (const { table, before, after } of found) {
    if (!after) continue;
    for (const [column, value] of Object.entries(after)) {
      const changed = JSON.stringify(before?.[column]) !== JSON.stringify(value);
      if (!changed) continue;
      const privileged =
        caller !== world.admin &&
        PRIVILEGED.some(([t, c, v]) => t === table && c === column && v === value);
      if (MARKS.includes(value) || value === target || privileged) {
        flagged.push(`${table}.${column} = ${JSON.stringify(value)}`);
      }
    }
  }
  return flagged;
}

describe('hostile fields in a write', () => {
  it.each(writeRoutes)('%s: refused, or written without them', async (key) => {
    const routeCase = ROUTE_CASES[key]!;
    const [method] = key.split(' ') as [string];
    const caller = allowedCaller(routeCase);
    // Ids naming someone the caller is not: the stranger.
    const target = world.stranger.id;
    for (const hostile of [{}, { userId: target, _id: target, user: target }]) {
      const call = withHostileFields(key, await routeCase.call(world, caller), hostile);
      const before = await snapshot(world.ctx.db);

      const res = await send(world, method, call, caller);

      const found = changes(before, await snapshot(world.ctx.db));
      const label = `${key} ${JSON.stringify(hostile)}`;
      expect([label, res.statusCode < 500]).toEqual([label, true]);
      if (res.statusCode >= 400) {
        expect([label, res.json(), found]).toEqual([
          label,
          { message: expect.any(String), code: expect.any(String) },
          [],
        ]);
      } else {
        expect([label, hostileWrites(found, target, caller)]).toEqual([label, []]);
      }
    }
  });
});
