import type { AppName } from './app-link';

export const APP_NAMES: Record<AppName, string> = {
  invest: 'Mitti Invest',
  shop: 'Mitti Market',
};
