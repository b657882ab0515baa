/**
 * @jest-environment node
 */
import Typography from '@mui/material/Typography';
import { prefetchCampaign, useCampaignQuery } from '@mitti/api-client/campaign-endpoints';
import { matchPath, useParams } from 'react-router';
import type { RouteObject } from 'react-router';
import type { PrefetchFirstPage } from './app-store';
import { lazyPage } from './lazy-page';
import { renderPage } from './server-render';
import { SiteLayout } from './site-layout';

function CampaignPage() {
  const { id = '' } = useParams();
  const { data } = useCampaignQuery(id);
  return (
    <Typography variant="h1" sx={{ color: 'rgb(1, 2, 3)' }}>
      {data?.campaignTitle ?? 'Loading'}
    </Typography>
  );
}

const LazyCampaignPage = lazyPage(() => Promise.resolve({ default: CampaignPage }));

const routes: RouteObject[] = [
  {
    element: <SiteLayout app="invest" />,
    children: [
      {
        path: 'campaign/:id',
        element: <LazyCampaignPage />,
        handle: { title: 'Campaign Details', serverRendered: true },
      },
      { path: 'dashboard', element: <p>Yours</p>, handle: { title: 'Dashboard' } },
      {
        path: '*',
        element: <h1>Page Not Found</h1>,
        handle: { title: 'Page Not Found', serverRendered: true },
      },
    ],
  },
];

const prefetchFirstPage: PrefetchFirstPage = (store, { pathname }) => {
  const match = matchPath('/campaign/:id', pathname);
  if (match?.params.id) {
    store.dispatch(prefetchCampaign(match.params.id));
  }
};

let asked: string[];
let apiStatus = 200;
const apiFetch: typeof fetch = (input, init) => {
  const url = new URL(new Request(input, init).url);
  asked.push(url.pathname);
  if (apiStatus !== 200) {
    const error = { message: 'No', code: 'X' };
    return Promise.resolve(new Response(JSON.stringify(error), { status: apiStatus }));
  }
  const body = { _id: 'c7', campaignTitle: 'Coorg Coffee </script> Revival' };
  return Promise.resolve(new Response(JSON.stringify(body)));
};

beforeEach(() => {
  asked = [];
  apiStatus = 200;
});

const render = (url: string) =>
  renderPage({ app: 'invest', routes, prefetchFirstPage }, { url, fetch: apiFetch });

it('renders a page with the data its first render asks for, and its CSS', async () => {
  const page = await render('/campaign/c7');

  expect(asked).toEqual(['/api/campaigns/c7']);
  expect(page?.status).toBe(200);
  expect(page?.title).toBe('Campaign Details · Mitti Invest');
  expect(page?.html).toMatch(/<h1 class="[^"]*">Coorg Coffee &lt;\/script&gt; Revival<\/h1>/);
  expect(page?.styles).toContain('color:rgb(1, 2, 3)');
  expect(page?.styles).toMatch(/^<style data-emotion="css[^"]*">/);
});

it('hands the data over in a script element its text cannot close', async () => {
  const page = await render('/campaign/c7');
  const json = /^<script type="application\/json" id="mitti-server-data">(.*)<\/script>$/.exec(
    page?.dataScript ?? '',
  )?.[1];

  expect(json).not.toContain('</script>');
  const data = JSON.parse(json ?? 'null') as { queries: Record<string, { data?: unknown }> };
  expect(data.queries['campaign("c7")']?.data).toEqual({
    _id: 'c7',
    campaignTitle: 'Coorg Coffee </script> Revival',
  });
});

it('draws the desktop and the phone header alike, and CSS media queries show one', async () => {
  const page = await render('/campaign/c7');

  const html = page?.html ?? '';
  expect(html).toContain('aria-label="Open menu"');
  const navElement = /<nav[^>]*aria-label="Main navigation"[^>]*>/.exec(html)?.[0] ?? '';
  const nav = /\b(css-\w+)/.exec(navElement)?.[1];
  expect(page?.styles).toContain(`@media (min-width:0px){.${nav}{display:none;}}`);
  expect(page?.styles).toMatch(
    new RegExp(`@media \\(min-width:900px\\)\\{\\.${nav}\\{[^}]*display:flex;\\}\\}`),
  );
});

it('leaves a page about the visitor to the browser', async () => {
  expect(await render('/dashboard')).toBeNull();
  expect(asked).toEqual([]);
});

it('answers an unknown address with a 404 page', async () => {
  const page = await render('/no/such/page');
  expect(page?.status).toBe(404);
  expect(page?.html).toContain('<h1>Page Not Found</h1>');
});

it.each([
  [200, true],
  [404, true],
  [500, false],
])(
  'a page whose data answered %i is complete: %s (kept by the server only then)',
  async (status, complete) => {
    apiStatus = status;
    const page = await render('/campaign/c7');
    expect(page?.complete).toBe(complete);
  },
);
