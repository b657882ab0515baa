import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { MemoryRouter, useRoutes } from 'react-router';
import { lazyPage, preloadPages } from './lazy-page';

function makeRoutes() {
  const loads: string[] = [];
  const page = (name: string) =>
    lazyPage(() => {
      loads.push(name);
      return Promise.resolve({ default: () => <h1>{name}</h1> });
    });
  const Farms = page('Farms');
  const About = page('About');
  const routes: RouteObject[] = [
    { path: 'farms', element: <Farms /> },
    { path: 'about', element: <About /> },
  ];
  return { routes, loads };
}

function App({ routes, path }: { routes: RouteObject[]; path: string }) {
  function Pages() {
    return useRoutes(routes);
  }
  return (
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Germinating...</p>}>
        <Pages />
      </Suspense>
    </MemoryRouter>
  );
}

it('shows the loader while a page loads the first time', async () => {
  const { routes } = makeRoutes();
  render(<App routes={routes} path="/farms" />);

  expect(screen.getByText('Germinating...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Farms' })).toBeInTheDocument();
});

it('renders a preloaded page at once, and preloads only the page on the route', async () => {
  const { routes, loads } = makeRoutes();
  await preloadPages(routes, '/farms');
  render(<App routes={routes} path="/farms" />);

  expect(loads).toEqual(['Farms']);
  expect(screen.getByRole('heading', { name: 'Farms' })).toBeInTheDocument();
  expect(screen.queryByText('Germinating...')).not.toBeInTheDocument();
});
