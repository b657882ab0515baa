import { ComingSoon } from '@mitti/ui/coming-soon';
import type { AppName } from './app-link';
import { APP_NAMES } from './app-names';
import { HomeButton } from './home-button';
import { useRouteTitle } from './route-title';

/** A route whose screen comes in a later issue: its own heading and a way back home. */
export function ComingSoonPage({ app }: { app: AppName }) {
  return (
    <ComingSoon title={useRouteTitle() ?? APP_NAMES[app]} homeLink={<HomeButton app={app} />} />
  );
}
