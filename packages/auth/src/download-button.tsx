import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { failureMessage } from '@mitti/api-client/api-failure';
import { useFileDownload } from '@mitti/api-client/download-file';
import { useToast } from '@mitti/ui/toast-provider';
import { useKeepFocus } from '@mitti/ui/use-keep-focus';
import { useState } from 'react';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'href'> {
  /** Under /api, e.g. '/orders/abc/invoice.pdf'. */
  path: string;
  /** The file's name when the server gives none. */
  fileName: string;
  /** The toast when the download fails and the server said nothing. */
  errorText: string;
}

/**
 * A button that downloads a file of the API with the signed-in token (a CSV export, a PDF); while
 * it loads the button is busy, and a failure shows as an error toast.
 */
export function DownloadButton({
  path,
  fileName,
  errorText,
  disabled,
  startIcon,
  ...button
}: DownloadButtonProps) {
  const download = useFileDownload();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const { ref, keep } = useKeepFocus<HTMLButtonElement>(busy);

  const start = async () => {
    keep();
    setBusy(true);
    try {
      await download(path, fileName);
    } catch (error) {
      toast.error(failureMessage(error, errorText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      {...button}
      ref={ref}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
      onClick={() => void start()}
    />
  );
}
