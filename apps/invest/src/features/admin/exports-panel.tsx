import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { DownloadButton } from '@mitti/auth/download-button';
import type { AdminExport, ExportRange } from '@mitti/domain/exports';
import { ADMIN_EXPORTS, exportRangeSchema } from '@mitti/domain/exports';
import { useFormik } from 'formik';
import { monthToDate } from './export-range';

const LABELS: Record<AdminExport, { button: string; text: string }> = {
  orders: { button: 'Orders (CSV)', text: 'Shop orders placed, with totals and where they go.' },
  investments: {
    button: 'Investments (CSV)',
    text: 'Investments made, with units, amount and payment reference.',
  },
  refunds: { button: 'Refunds (CSV)', text: 'Refund requests made, with their decision.' },
  campaigns: {
    button: 'Campaigns (CSV)',
    text: 'Per campaign: money raised, refunded and net, and investors.',
  },
};

/** 'Exports': the operators' CSV files over a range of days. */
export function ExportsPanel() {
  const formik = useFormik<ExportRange>({
    initialValues: monthToDate(),
    validationSchema: exportRangeSchema,
    validateOnMount: true,
    onSubmit: () => undefined,
  });
  const { values, errors } = formik;
  const query = new URLSearchParams({ from: values.from, to: values.to }).toString();

  return (
    <Card component="section" aria-labelledby="exports-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box>
          <Typography id="exports-title" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Download CSV files
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Days are counted in India time (IST) and include both ends. Amounts are in rupees with
            two decimals; times are IST, as spreadsheets read them.
          </Typography>
        </Box>
        <Box
          role="group"
          aria-label="Date range"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              name={field}
              label={field === 'from' ? 'From' : 'To'}
              type="date"
              value={values[field]}
              onChange={formik.handleChange}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? ' '}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Box>
        <Box
          component="ul"
          aria-label="Exports"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {ADMIN_EXPORTS.map((name) => (
            <Box
              component="li"
              key={name}
              sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}
            >
              <DownloadButton
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                path={`/admin/exports/${name}.csv?${query}`}
                fileName={`mitti-${name}-${values.from}-to-${values.to}.csv`}
                errorText={`Could not download the ${name}.`}
                disabled={!formik.isValid}
              >
                {LABELS[name].button}
              </DownloadButton>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {LABELS[name].text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
