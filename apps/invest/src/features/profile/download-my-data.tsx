import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useDownloadAccountDataMutation } from '@mitti/api-client/account-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { accountDataFileName } from '@mitti/domain/account-data';
import { useState } from 'react';
import { saveJsonFile } from './save-json-file';

export const DOWNLOAD_FAILED = 'Could not download your data. Please try again.';

/** 'Download my data': everything Mitti holds about the user, saved as one JSON file. */
export function DownloadMyData() {
  const [download, { isLoading: busy }] = useDownloadAccountDataMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAs, setSavedAs] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    setSavedAs(null);
    try {
      const data = await download().unwrap();
      const fileName = accountDataFileName(data.exportedAt.slice(0, 10));
      saveJsonFile(data, fileName);
      setSavedAs(fileName);
    } catch (error) {
      setFailure(failureMessage(error, DOWNLOAD_FAILED));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        A copy of everything Mitti holds about you: your profile, addresses, investments, payments,
        refunds, orders, reviews, campaigns, notifications and sign-ins, as a JSON file.
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {failure}
        </Alert>
      )}
      <Box aria-live="polite" sx={{ color: 'text.secondary' }}>
        {busy ? 'Preparing your data…' : savedAs ? `Saved as ${savedAs}.` : ''}
      </Box>
      <Button
        variant="outlined"
        onClick={() => void start()}
        disabled={busy}
        startIcon={
          busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadOutlined />
        }
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Download my data
      </Button>
    </Box>
  );
}
