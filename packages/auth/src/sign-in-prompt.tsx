import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { EmptyState } from '@mitti/ui/empty-state';
import type { AppName } from './app-link';
import { AppLink } from './app-link';
import { useSignInPath } from './use-return-path';

/**
 * Stands in for a page's content while nobody is signed in: the server would refuse the calls.
 * Its Sign In returns here.
 */
export interface SignInPromptProps {
  app: AppName;
  title: string;
  text: string;
}

export function SignInPrompt({ app, title, text }: SignInPromptProps) {
  const loginPath = useSignInPath(app);
  return (
    <EmptyState
      icon={<LockOutlined />}
      title={title}
      text={text}
      action={
        <Button component={AppLink} app={app} to={loginPath} variant="contained" size="large">
          Sign In
        </Button>
      }
    />
  );
}
