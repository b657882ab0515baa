import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@mitti/ui/theme';
import { ToastProvider } from '@mitti/ui/toast-provider';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from './app-store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
