import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartForm } from '../multipart';
import { bearer } from '../test-app';
import { digest } from './database-snapshot';
import type { RouteCall } from './route-cases';
import { callerOf, ROUTE_CASES } from './route-cases';
import type { World } from './security-world';
import { createWorld } from './security-world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const NUM_RUNS = 20;

const MULTIPART_ROUTES = new Set([
  'PUT /api/profile-picture',
  'POST /api/campaigns',
  'PUT /api/campaigns/editCampaign/:id',
  'POST /api/campaigns/:id/timeline-update',
]);

const writeRoutes = Object.keys(ROUTE_CASES).filter((key) => !key.startsWith('GET '));

/** Values of every kind a field should not hold. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 400_000 }).map((length) => 'ஆ'.repeat(length)),
  fc.integer({ min: 50, max: 400 }).map((depth) => nested(depth)),
  fc.constantFrom(
    null,
    -1,
    0,
    1e308,
    -0.5,
    '',
    ' ',
    '0x10',
    'NaN',
    '__proto__',
    "' OR 1=1 --",
    'a\u0000b',
  ),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 200 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: [value] };
  return value;
}

/** A JSON body: anything at all, or the valid one with a field changed, dropped or added. */
function jsonBody(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), oddValue, { maxKeys: 8 }),
    ...(keys.length > 0
      ? [
          fc
            .record({ key: fc.constantFrom(...keys), value: oddValue })
            .map(({ key, value }) => ({ ...valid, [key]: value })),
          fc.constantFrom(...keys).map((key) => ({ ...valid, [key]: undefined })),
        ]
      : []),
    oddValue.map((value) => ({ ...valid, __proto__: value, constructor: value })),
  );
}

const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 30 }), {
      maxKeys: 4,
    })
    .map((query) => `?${new URLSearchParams(query).toString()}`),
  fc.constantFrom('?%', '?a[b][c]=1&a=2', '?limit=-1&page=1e9', `?x=${'%ff'.repeat(500)}`),
);

/** What goes over the wire: a JSON value, raw bytes declared as JSON, or no body at all. */
function jsonRequest(valid: Record<string, unknown>) {
  return fc
    .oneof(
      {
        weight: 4,
        arbitrary: jsonBody(valid).map((body) => ({ payload: JSON.stringify(body) ?? 'null' })),
      },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'binary', maxLength: 60 }).map((raw) => ({ payload: raw })),
      },
      { weight: 1, arbitrary: fc.constant({ payload: '' }) },
    )
    .map((body) => ({ ...body, headers: { 'content-type': 'application/json' } }));
}

interface Part {
  name: string;
  value: string;
  filename: string | null;
  data: Uint8Array;
}

const partName = fc.oneof(
  fc.constantFrom('visuals', 'images', 'profilePicture', 'title', 'fundingGoal', 'status', 'date'),
  fc.string({ maxLength: 20 }),
);

const part: fc.Arbitrary<Part> = fc.record({
  name: partName,
  value: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    oddValue.map((value) => JSON.stringify(value) ?? ''),
  ),
  filename: fc.option(fc.string({ unit: 'binary', maxLength: 40 })),
  data: fc.uint8Array({ maxLength: 2_000 }),
});

/** A multipart body of random parts, sometimes cut short or with a boundary that never comes. */
const multipartRequest = fc
  .record({
    parts: fc.array(part, { maxLength: 14 }),
    truncateAt: fc.option(fc.nat()),
    wrongBoundary: fc.boolean(),
  })
  .map(({ parts, truncateAt, wrongBoundary }) => {
    const boundary = `----mitti-${randomUUID()}`;
    const chunks: Buffer[] = [];
    for (const { name, value, filename, data } of parts) {
      const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n`),
        Buffer.from(filename === null ? '\r\n' : 'Content-Type: image/png\r\n\r\n'),
        filename === null ? Buffer.from(value) : Buffer.from(data),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const whole = Buffer.concat(chunks);
    return {
      payload: truncateAt === null ? whole : whole.subarray(0, truncateAt % (whole.length + 1)),
      headers: {
        'content-type': `multipart/form-data; boundary=${wrongBoundary ? 'elsewhere' : boundary}`,
      },
    };
  });

function expectErrorShape(label: string, body: unknown): void {
  expect([label, body]).toEqual([
    label,
    expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
  ]);
  const { fields, ...rest } = body as { fields?: unknown };
  expect([label, Object.keys(rest).sort()]).toEqual([label, ['code', 'message']]);
  if (fields !== undefined) {
    expect([
      label,
      Object.values(fields as object).every((text) => typeof text === 'string'),
    ]).toEqual([label, true]);
  }
}

describe('bad input to every write route', () => {
  it.each(writeRoutes)(
    '%s: never a 5xx; a refusal in the error shape writes nothing',
    async (key) => {
      const routeCase = ROUTE_CASES[key]!;
      const [method] = key.split(' ') as [InjectOptions['method']];
      const caller = callerOf(world, routeCase, routeCase.expect.owner < 300 ? 'owner' : 'admin')!;
      const call: RouteCall = await routeCase.call(world, caller);
      const valid =
        call.payload && !Buffer.isBuffer(call.payload)
          ? (call.payload as Record<string, unknown>)
          : {};
      const requests = MULTIPART_ROUTES.has(key) ? multipartRequest : jsonRequest(valid);
      // The call's own token when it brings one (a sign-in the call may end).
      const authorization = call.headers?.authorization ?? bearer(caller.token).authorization;

      // Only an accepted request may write, so the digest is taken again only after one.
      let before = await digest(world.ctx.db);
      await fc.assert(
        fc.asyncProperty(requests, queryString, async (request, query) => {
          const res = await world.ctx.app.inject({
            method,
            url: call.url + query,
            headers: { ...request.headers, authorization },
            payload: request.payload,
          });
          const label = `${key} -> ${res.statusCode}`;
          expect([label, res.statusCode < 500]).toEqual([label, true]);
          if (res.statusCode >= 400) {
            expectErrorShape(label, res.json());
            expect([label, await digest(world.ctx.db)]).toEqual([label, before]);
          } else {
            before = await digest(world.ctx.db);
          }
        }),
        // No shrinking: the first failing request is reported as it was sent.
        { numRuns: NUM_RUNS, endOnFailure: true },
      );
    },
  );
});

describe('text with a NUL character', () => {
  it('is refused with a 400 in a JSON body and in a multipart form, and nothing is written', async () => {
    const refused = {
      message: 'Text cannot contain the NUL character (U+0000).',
      code: 'VALIDATION',
    };
    const before = await digest(world.ctx.db);
    const json = await world.ctx.app.inject({
      method: 'PUT',
      url: '/api/editName',
      headers: bearer(world.investor.token),
      payload: { name: 'Ananya\u0000Rao' },
    });
    const form = multipartForm([
      ['title', 'Sowing\u0000'],
      ['date', '2030-01-10'],
      ['description', 'x'],
    ]);
    const multipart = await world.ctx.app.inject({
      method: 'POST',
      url: `/api/campaigns/${world.draftCampaignId}/timeline-update`,
      headers: { ...form.headers, ...bearer(world.farmer.token) },
      payload: form.payload,
    });

    expect([json.statusCode, json.json()]).toEqual([400, refused]);
    expect([multipart.statusCode, multipart.json()]).toEqual([400, refused]);
    expect(await digest(world.ctx.db)).toEqual(before);
  });
});
