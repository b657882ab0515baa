/** The slice of Google Identity Services (accounts.google.com/gsi/client) that Mitti uses. */
export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the API verifies. */
  credential: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const GSI_CLIENT_URL = 'https://accounts.google.com/gsi/client';

let loading: Promise<GoogleAccountsId> | null = null;

/** Loads the Google script on first use (one script tag per page) and resolves with its id API. */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  if (window.google) return Promise.resolve(window.google.accounts.id);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_CLIENT_URL;
    script.async = true;
    script.onload = () => {
      if (window.google) resolve(window.google.accounts.id);
      else reject(new Error('Google Identity Services did not start.'));
    };
    script.onerror = () => {
      // Let a later attempt try again with a fresh tag.
      script.remove();
      loading = null;
      reject(new Error('Could not load Google Identity Services.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
