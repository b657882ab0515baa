import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { DownloadButton } from '@mitti/auth/download-button';
import { orderNumber } from '@mitti/domain/short-id';

/** Downloads the order's tax invoice as a PDF. */
export function InvoiceButton({ orderId }: { orderId: string }) {
  const number = orderNumber(orderId);
  return (
    <DownloadButton
      size="small"
      startIcon={<PictureAsPdfOutlined />}
      path={`/orders/${orderId}/invoice.pdf`}
      fileName={`mitti-invoice-MIT-${number.toUpperCase()}.pdf`}
      errorText="Could not download the invoice."
      aria-label={`Invoice (PDF) of order #${number}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Invoice (PDF)
    </DownloadButton>
  );
}
