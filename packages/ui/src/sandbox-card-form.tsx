import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import { REQUIRED_MESSAGE } from '@mitti/domain/validation-messages';
import { FormikProvider, useFormik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { FocusFirstError } from './focus-first-error';

export interface SandboxCardFormProps {
  cardholder: string;
  payLabel: string;
  /** The button whose payment is being signed; every button waits meanwhile. */
  busy: 'success' | 'failure' | null;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
}

const TEST_CARD = '4111 1111 1111 1111';

function expiryInFuture(value: string | undefined): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value ?? '');
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const now = new Date();
  return (
    month >= 1 && month <= 12 && year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1
  );
}

/** MM/YY from what was typed: a phone's number keypad has no '/', so it follows the month itself. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Light checks only: nothing here is charged, but the form should behave like a real one. */
const cardSchema = yup.object({
  cardNumber: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('digits', 'Enter a 12 to 19 digit card number', (value) =>
      /^\d{12,19}$/.test((value ?? '').replace(/\s/g, '')),
    ),
  expiry: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .test('expiry', 'Use MM/YY, not in the past', expiryInFuture),
  cvv: yup
    .string()
    .required(REQUIRED_MESSAGE)
    .matches(/^\d{3,4}$/, 'Enter 3 or 4 digits'),
  cardholder: yup.string().trim().required(REQUIRED_MESSAGE),
});

type CardValues = yup.InferType<typeof cardSchema>;

/** The Test mode dialog's card form and its Cancel, 'Fail payment' and 'Pay ₹X' buttons. */
export function SandboxCardForm({
  cardholder,
  payLabel,
  busy,
  onPay,
  onFail,
  onCancel,
}: SandboxCardFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const formik = useFormik<CardValues>({
    initialValues: { cardNumber: TEST_CARD, expiry: '', cvv: '', cardholder },
    validationSchema: cardSchema,
    onSubmit: onPay,
  });
  const field = (name: keyof CardValues) => {
    const error = formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined;
    return {
      id: `sandbox-${name}`,
      name,
      value: formik.values[name],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      disabled: busy !== null,
      size: 'small' as const,
    };
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={formik.handleSubmit}>
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
      </FormikProvider>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 2 }}>
        <TextField
          {...field('cardNumber')}
          label="Card number"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ gridColumn: '1 / -1', mt: 1 }}
        />
        <TextField
          {...field('expiry')}
          onChange={(event) => formik.setFieldValue('expiry', formatExpiry(event.target.value))}
          helperText={field('expiry').helperText ?? 'MM/YY'}
          label="Expiry"
          placeholder="MM/YY"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <TextField
          {...field('cvv')}
          label="CVV"
          placeholder="123"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        <TextField
          {...field('cardholder')}
          label="Name on card"
          autoComplete="off"
          sx={{ gridColumn: '1 / -1' }}
        />
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        <Button
          type="submit"
          loading={busy === 'success'}
          disabled={busy !== null}
          variant="contained"
          size="large"
        >
          {payLabel}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, ml: '0 !important' }}>
          <Button onClick={onCancel} disabled={busy !== null} color="inherit">
            Cancel
          </Button>
          <Button
            onClick={onFail}
            loading={busy === 'failure'}
            disabled={busy !== null}
            color="error"
            variant="outlined"
          >
            Fail payment
          </Button>
        </Box>
      </DialogActions>
    </Box>
  );
}
