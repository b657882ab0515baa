import SearchOff from '@mui/icons-material/SearchOff';
import type { AppName } from './app-link';
import { HomeButton } from './home-button';
import { MessagePage } from './message-page';

export function NotFoundPage({ app }: { app: AppName }) {
  return (
    <MessagePage
      icon={<SearchOff aria-hidden />}
      iconColor="primary.light"
      title="Page Not Found"
      text="The page you are looking for does not exist or has moved."
    >
      <HomeButton app={app} />
    </MessagePage>
  );
}
