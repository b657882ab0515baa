import { TOKEN_STORAGE_KEY } from '@mitti/domain/constants';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from './require-auth';
import { renderWithStore } from './test-support/render-with-store';

function LoginPage() {
  const { search } = useLocation();
  return <h1>Login page {search}</h1>;
}

function renderGuardedDashboard(route = '/dashboard') {
  return renderWithStore(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <RequireAuth app="invest">
            <h1>Dashboard page</h1>
          </RequireAuth>
        }
      />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route },
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('without a token a guarded page redirects to /login, which is to return there', () => {
  renderGuardedDashboard('/dashboard?tab=investments');
  expect(
    screen.getByRole('heading', { name: 'Login page ?next=%2Fdashboard%3Ftab%3Dinvestments' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
});

test('a token kept for this session only also opens the page', () => {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
  renderGuardedDashboard();
  expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
});
