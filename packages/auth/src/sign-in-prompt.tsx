import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '@mitti/ui/empty-state';
import type { AppName } from './app-link';
import { AppLink } from './app-link';

/** Stands in for a page's content while nobody is signed in: the server would refuse the calls. */
export interface SignInPromptProps {
  app: AppName;
  title: string;
  text: string;
}

export function SignInPrompt({ app, title, text }: SignInPromptProps) {
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={title}
      text={text}
      action={
        <Button component={AppLink} app={app} to="/login" variant="contained" size="large">
          Sign In
        </Button>
      }
    />
  );
}
