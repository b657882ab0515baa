import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { addressSchema, type AddressInput } from '@mitti/domain/address';
import { REQUIRED_MESSAGE } from '@mitti/domain/validation-messages';
import { useFormik } from 'formik';
import { useState } from 'react';

export interface AddressDialogProps {
  open: boolean;
  /** The address to edit; without it the dialog adds a new one. */
  address?: AddressInput | null;
  saving?: boolean;
  onCancel: () => void;
  /** Receives the validated address, trimmed; `_id` is kept when editing. */
  onSave: (address: AddressInput) => void;
}

type FieldName = Exclude<keyof AddressInput, '_id'>;

const FIELDS: {
  name: FieldName;
  label: string;
  /** Shown below the field until it has an error to show there. */
  helper?: string;
  placeholder?: string;
  wide?: boolean;
}[] = [
  // The address's own name, the title of its card; shop.md's 'Full Name' read as the recipient's.
  {
    name: 'name',
    label: 'Address Name',
    helper: "A name for this address, e.g. 'Home' or 'Office'",
    wide: true,
  },
  { name: 'street', label: 'Street Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zipcode', label: 'ZIP Code' },
  { name: 'country', label: 'Country' },
  { name: 'phone', label: 'Phone Number', placeholder: '10-digit number' },
  { name: 'landmark', label: 'Landmark (optional)' },
];

const REQUIRED_FIELDS_ALERT =
  "Please fill in all required fields, including the address name (e.g., 'Home').";

type FormValues = Record<FieldName, string>;

function initialValues(address: AddressInput | null | undefined): FormValues {
  return {
    name: address?.name ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipcode: address?.zipcode ?? '',
    country: address?.country ?? '',
    phone: address?.phone ?? '',
    landmark: address?.landmark ?? '',
  };
}

/** Add or edit one shipping address (profile and shop checkout), validated with the domain's schema. */
export function AddressDialog({
  open,
  address,
  saving = false,
  onCancel,
  onSave,
}: AddressDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // Callers usually clear `address` as they close the dialog; keep the last one through the fade-out
  // so an 'Edit Address' dialog does not turn into 'Add New Address' while it disappears.
  const [shown, setShown] = useState(address);
  if (open && address !== shown) setShown(address);
  const current = open ? address : shown;
  const title = current ? 'Edit Address' : 'Add New Address';

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onCancel}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="address-dialog-title"
    >
      <DialogTitle id="address-dialog-title">{title}</DialogTitle>
      {/* The dialog unmounts its content once closed, so each opening starts from the address given. */}
      <AddressForm address={current} saving={saving} onCancel={onCancel} onSave={onSave} />
    </Dialog>
  );
}

function AddressForm({ address, saving, onCancel, onSave }: Omit<AddressDialogProps, 'open'>) {
  const formik = useFormik<FormValues>({
    initialValues: initialValues(address),
    validationSchema: addressSchema,
    onSubmit: (values) => {
      const clean = addressSchema.cast(values, { stripUnknown: true });
      onSave({
        ...(address?._id ? { _id: address._id } : {}),
        name: clean.name,
        street: clean.street,
        city: clean.city,
        state: clean.state,
        zipcode: clean.zipcode,
        country: clean.country,
        phone: clean.phone,
        ...(clean.landmark ? { landmark: clean.landmark } : {}),
      });
    },
  });

  const showErrors = formik.submitCount > 0;
  const errorOf = (name: FieldName) =>
    showErrors || formik.touched[name] ? formik.errors[name] : undefined;
  const missingRequired = showErrors && Object.values(formik.errors).includes(REQUIRED_MESSAGE);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <DialogContent dividers>
        {missingRequired && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {REQUIRED_FIELDS_ALERT}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 2,
          }}
        >
          {FIELDS.map(({ name, label, helper, placeholder, wide }) => {
            const error = errorOf(name);
            return (
              <TextField
                key={name}
                id={`address-${name}`}
                name={name}
                label={label}
                placeholder={placeholder}
                required={name !== 'landmark'}
                value={formik.values[name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={Boolean(error)}
                helperText={error ?? helper}
                disabled={saving}
                sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
                slotProps={
                  name === 'phone'
                    ? { htmlInput: { inputMode: 'numeric', autoComplete: 'tel' } }
                    : undefined
                }
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={
            saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          Save Address
        </Button>
      </DialogActions>
    </Box>
  );
}
