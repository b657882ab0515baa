import type { Actor } from './route-cases';
import { ACTORS, callerOf, ROUTE_CASES, send, STATIC_ROUTES } from './route-cases';
import type { World } from './security-world';
import { createWorld } from './security-world';

let world: World;

beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

/** Fastify adds a HEAD route for every GET; it answers as its GET does. */
const caseKey = (route: string) => route.replace(/^HEAD /, 'GET ');

describe('the authorization matrix', () => {
  it('has one expectation per registered route and a registered route per expectation', () => {
    const apiRoutes = world.routes.filter((route) => !STATIC_ROUTES.includes(route));

    const withoutExpectation = apiRoutes.filter((route) => !(caseKey(route) in ROUTE_CASES));
    const withoutRoute = Object.keys(ROUTE_CASES).filter((key) => !world.routes.includes(key));
    const unknownStatic = STATIC_ROUTES.filter((route) => !world.routes.includes(route));

    expect({ withoutExpectation, withoutRoute, unknownStatic }).toEqual({
      withoutExpectation: [],
      withoutRoute: [],
      unknownStatic: [],
    });
  });

  it.each(Object.keys(ROUTE_CASES))('%s answers each caller as expected', async (key) => {
    const routeCase = ROUTE_CASES[key]!;
    const [method, path] = key.split(' ') as [string, string];
    const methods =
      world.routes.includes(`HEAD ${path}`) && method === 'GET' ? ['GET', 'HEAD'] : [method];
    const answers: Record<string, Record<Actor, number>> = {};
    for (const verb of methods) {
      const statuses = {} as Record<Actor, number>;
      for (const actor of ACTORS) {
        const caller = callerOf(world, routeCase, actor);
        const res = await send(world, verb, await routeCase.call(world, caller), caller);
        statuses[actor] = res.statusCode;
        if (verb !== 'HEAD' && res.statusCode >= 400) {
          expect([actor, res.json()]).toEqual([
            actor,
            { message: expect.any(String), code: expect.any(String) },
          ]);
        }
      }
      answers[verb] = statuses;
    }

    expect(answers).toEqual(Object.fromEntries(methods.map((verb) => [verb, routeCase.expect])));
  });
});
