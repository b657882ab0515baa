import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Address } from '@mitti/domain/address';
import { AddressLines } from '@mitti/ui/address-lines';
import { useId } from 'react';

export interface SelectableAddressCardProps {
  address: Address;
  /** The radio group's name, shared by the cards so arrow keys move between them. */
  name: string;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A saved address as a radio card: the whole card selects it; edit and delete sit beside it. */
export function SelectableAddressCard({
  address,
  name,
  selected,
  disabled,
  onSelect,
  onEdit,
  onDelete,
}: SelectableAddressCardProps) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(47, 107, 58, 0.06)' : 'background.paper',
        borderRadius: 1,
        transition: 'border-color 120ms, background-color 120ms',
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Box
        component="label"
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          flex: 1,
          minWidth: 0,
          p: 1.5,
          pr: 0,
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <Radio
          checked={selected}
          onChange={onSelect}
          name={name}
          value={address._id}
          disabled={disabled}
          slotProps={{
            input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId },
          }}
          sx={{ mt: -0.75 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {address.name}
          </Typography>
          <Box id={detailsId} sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
            <AddressLines address={address} />
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', p: 0.5 }}>
        <Tooltip title="Edit address">
          <span>
            <IconButton
              onClick={onEdit}
              disabled={disabled}
              aria-label={`Edit address ${address.name}`}
              color="primary"
              size="small"
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Delete address">
          <span>
            <IconButton
              onClick={onDelete}
              disabled={disabled}
              aria-label={`Delete address ${address.name}`}
              color="error"
              size="small"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
