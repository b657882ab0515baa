import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { failureMessage, type ApiFailure } from '@mitti/api-client/api-failure';
import { useSendContactMessageMutation } from '@mitti/api-client/contact-endpoints';
import { contactMessageSchema, type ContactMessageBody } from '@mitti/domain/campaign-schemas';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { CampaignChoiceField } from './campaign-choice-field';

const FAILED = 'Could not send your message. Please try again.';

interface ContactValues {
  campaignId: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}
type TextName = Exclude<keyof ContactValues, 'campaignId'>;

export interface ContactFormProps {
  /** The campaign the visitor came from; without it the visitor may pick one. */
  campaignId: string | null;
  name: string;
  email: string;
}

/** POST /contact; the server's answer is shown and the message box cleared for the next one. */
export function ContactForm({ campaignId, name, email }: ContactFormProps) {
  const [sendMessage] = useSendContactMessageMutation();
  const [outcome, setOutcome] = useState<{ sent: boolean; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik<ContactValues>({
    initialValues: { campaignId: campaignId ?? '', name, email, phone: '', message: '' },
    validationSchema: contactMessageSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const clean = contactMessageSchema.cast(values, { stripUnknown: true });
      const body: ContactMessageBody = {
        name: clean.name,
        email: clean.email,
        message: clean.message,
        ...(clean.campaignId ? { campaignId: clean.campaignId } : {}),
        ...(clean.phone ? { phone: clean.phone } : {}),
      };
      try {
        const answer = await sendMessage(body).unwrap();
        setOutcome({ sent: true, text: answer.message });
        helpers.resetForm({ values: { ...values, message: '' } });
      } catch (failure) {
        setOutcome({ sent: false, text: failureMessage(failure, FAILED) });
        const fields = (failure as Partial<ApiFailure>).fields;
        if (fields) helpers.setErrors(fields);
      }
    },
  });
  const busy = formik.isSubmitting;

  const field = (fieldName: TextName) => {
    const error =
      formik.touched[fieldName] || formik.submitCount > 0 ? formik.errors[fieldName] : undefined;
    return {
      id: `contact-${fieldName}`,
      name: fieldName,
      value: formik.values[fieldName],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      disabled: busy,
      error: Boolean(error),
      helperText: error,
    };
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Contact form"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
      </FormikProvider>
      {outcome && (
        <Alert
          severity={outcome.sent ? 'success' : 'error'}
          role={outcome.sent ? 'status' : 'alert'}
        >
          {outcome.text}
        </Alert>
      )}
      {campaignId === null && (
        <CampaignChoiceField
          value={formik.values.campaignId}
          disabled={busy}
          onChange={(id) => void formik.setFieldValue('campaignId', id)}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
        }}
      >
        <TextField label="Your name" required autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
      </Box>
      <TextField
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...field('phone')}
        helperText={field('phone').helperText ?? '10 digits, if you would like a call back.'}
      />
      <TextField label="Message" required multiline minRows={5} {...field('message')} />
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendOutlined />
          }
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Send Message
        </Button>
      </Box>
    </Box>
  );
}
