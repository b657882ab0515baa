import Typography from '@mui/material/Typography';
import type { ShippingAddress } from '@mitti/domain/order';

const LINE = { overflowWrap: 'anywhere' } as const;

/** An address below its name: street, town, country, phone and landmark, each on a line. */
export function AddressLines({ address }: { address: ShippingAddress }) {
  return (
    <>
      <Typography variant="body2" sx={LINE}>
        {address.street}
      </Typography>
      <Typography variant="body2" sx={LINE}>
        {address.city}, {address.state} {address.zipcode}
      </Typography>
      <Typography variant="body2" sx={LINE}>
        {address.country}
      </Typography>
      <Typography variant="body2">Phone: {address.phone}</Typography>
      {address.landmark && (
        <Typography variant="body2" sx={LINE}>
          Landmark: {address.landmark}
        </Typography>
      )}
    </>
  );
}
