import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import { theme as mittiTheme } from '@mitti/ui/theme';
import { ToastProvider } from '@mitti/ui/toast-provider';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './app-store';

export interface AppProvidersProps {
  store: AppStore;
  /** Mitti's theme, or on the server the same theme told the width to lay the page out at. */
  theme?: Theme;
  children: ReactNode;
}

/**
 * The store, the theme and the toasts. The theme has no CSS variables, so @mui/system's ThemeProvider
 * serves: it is @mui/material's without CssVarsProvider, 3.2 kB gzipped off every first visit.
 */
export function AppProviders({ store, theme = mittiTheme, children }: AppProvidersProps) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
