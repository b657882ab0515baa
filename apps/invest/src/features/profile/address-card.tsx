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
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { Address } from '@mitti/domain/address';

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
        <Typography variant="body2">{address.street}</Typography>
        <Typography variant="body2">
          {address.city}, {address.state} {address.zipcode}
        </Typography>
        <Typography variant="body2">{address.country}</Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <PhoneOutlined fontSize="inherit" aria-label="Phone" />
          {address.phone}
        </Typography>
        {address.landmark && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Landmark: {address.landmark}
          </Typography>
        )}
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
