import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import type { Address } from '@mitti/domain/address';
import { AddressLines } from '@mitti/ui/address-lines';

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

export function AddressCard({ address, onEdit, onDelete }: AddressCardProps) {
  return (
    <Card
      component="article"
      aria-label={address.name}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <HomeOutlined color="primary" aria-hidden />
          <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
            {address.name}
          </Typography>
        </Box>
        <AddressLines address={address} />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Tooltip title="Edit address">
          <IconButton onClick={onEdit} aria-label={`Edit address ${address.name}`} color="primary">
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete address">
          <IconButton
            onClick={onDelete}
            aria-label={`Delete address ${address.name}`}
            color="error"
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </CardActions>
    </Card>
  );
}
