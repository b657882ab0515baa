import Button, { type ButtonProps } from '@mui/material/Button';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useToast } from './toast-provider';

export const LINK_COPIED = 'Link copied. Paste it wherever you want to share it.';
export const COPY_FAILED = 'Could not copy the link. Copy it from the address bar instead.';

export interface ShareButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What is shared, e.g. the campaign's title. */
  title: string;
  /** A line to go with the link, e.g. who and where. */
  text: string;
  /** The page's path on this site, e.g. '/campaign/123'. */
  path: string;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share: the device's own share sheet where the browser has one (phones: WhatsApp, messages),
 * otherwise the link copied to the clipboard, with a toast saying so.
 */
export function ShareButton({ title, text, path, ...buttonProps }: ShareButtonProps) {
  const toast = useToast();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the sheet is a choice; a refused sheet falls back to copying.
        if (cancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(LINK_COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  };
  return (
    <Button startIcon={<ShareOutlined />} onClick={() => void share()} {...buttonProps}>
      Share
    </Button>
  );
}
