import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { failureMessage } from '@mitti/api-client/api-failure';
import {
  useEmailPreferencesQuery,
  useSetEmailPreferencesMutation,
} from '@mitti/api-client/email-preference-endpoints';
import type { EmailTopic } from '@mitti/domain/email-preferences';
import { useProfileQuery } from '@mitti/api-client/profile-endpoints';
import { EMAIL_TOPIC_TEXT, EMAIL_TOPICS } from '@mitti/domain/email-preferences';
import { useToast } from '@mitti/ui/toast-provider';
import { EmailAddress } from './email-address';

export const PREFERENCES_SAVED = 'Email preferences saved.';
const SAVE_FAILED = 'Could not save your email preferences. Please try again.';
const LOAD_FAILED = 'Could not load your email preferences.';

/**
 * 'Email': the account's address and its change, and a switch for each kind of news email; account
 * and money emails always go out.
 */
export function EmailSection() {
  const { data: profile } = useProfileQuery();
  const { data: preferences, error, isError } = useEmailPreferencesQuery();
  const [save, { isLoading: saving }] = useSetEmailPreferencesMutation();
  const toast = useToast();
  // Only campaign owners get the investments summary: verified farmers, and farmers whose
  // verification was withdrawn, who keep their campaigns.
  const mayOwnCampaigns =
    profile?.active === 'true' || profile?.verificationRequest?.status === 'withdrawn';
  const topics = EMAIL_TOPICS.filter((topic) => topic !== 'newInvestments' || mayOwnCampaigns);

  const toggle = async (topic: EmailTopic, on: boolean) => {
    if (!preferences) return;
    try {
      await save({ ...preferences, [topic]: on }).unwrap();
      toast.success(PREFERENCES_SAVED);
    } catch (failure) {
      toast.error(failureMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <Box component="section" aria-labelledby="email-heading" sx={{ mt: 5 }}>
      <Typography id="email-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Email
      </Typography>
      {profile && (
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ p: 3 }}>
            <EmailAddress profile={profile} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>
            Choose the news we email you. Emails about your account, payments and refunds always
            come.
          </Typography>
          {isError && <Alert severity="error">{failureMessage(error, LOAD_FAILED)}</Alert>}
          {preferences &&
            topics.map((topic) => (
              <FormControlLabel
                key={topic}
                sx={{ alignItems: 'flex-start', ml: 0, gap: 1 }}
                control={
                  <Switch
                    checked={preferences[topic]}
                    disabled={saving}
                    onChange={(event) => void toggle(topic, event.target.checked)}
                  />
                }
                label={
                  <Box sx={{ pt: 1 }}>
                    <Typography>{EMAIL_TOPIC_TEXT[topic].label}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {EMAIL_TOPIC_TEXT[topic].description}
                    </Typography>
                  </Box>
                }
              />
            ))}
        </CardContent>
      </Card>
    </Box>
  );
}
