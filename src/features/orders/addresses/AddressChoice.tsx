import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import type { Address } from '../../products/addressesApi';
import { addressLines, addressName, addressOneLine } from './addressText';
import type { AddressRole } from './pickAddress';

interface AddressChoiceProps {
  address: Address;
  /** Edit and delete buttons beside the choice (the billing list has them; the shipping list repeats the choice only). */
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
  /** A call about this address is in flight: its buttons wait. */
  busy?: boolean;
  /** The list's role: a "Make default" button when the address is not that role's default yet. */
  role?: AddressRole;
  onMakeDefault?: (address: Address, role: AddressRole) => void;
}

/** One address as a radio of its group: name, two address lines, the default mark; edit and delete when given. */
export function AddressChoice({ address, onEdit, onDelete, busy = false, role, onMakeDefault }: AddressChoiceProps) {
  const { t } = useTranslation('orders');
  const [street, place] = addressLines(address);
  const names = { name: addressName(address), address: addressOneLine(address) };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        columnGap: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
      }}
    >
      <FormControlLabel
        value={address._id}
        control={<Radio />}
        sx={{ flex: 1, minWidth: 0, m: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
        label={
          <Box sx={{ py: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography
              component="span"
              sx={{
                fontWeight: 600,
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
                rowGap: 0.5,
              }}
            >
              {names.name}
              {address.isDefaultBilling && <Tag label={t('addresses.list.defaultBilling')} />}
              {address.isDefaultShipping && <Tag label={t('addresses.list.defaultShipping')} />}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {street}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {place}
            </Typography>
          </Box>
        }
      />
      {onEdit && (
        <IconButton aria-label={t('addresses.list.edit', names)} onClick={() => onEdit(address)} disabled={busy}>
          <EditOutlinedIcon />
        </IconButton>
      )}
      {onDelete && (
        <IconButton aria-label={t('addresses.list.delete', names)} onClick={() => onDelete(address)} disabled={busy}>
          <DeleteOutlinedIcon />
        </IconButton>
      )}
      {role && onMakeDefault && !(role === 'billing' ? address.isDefaultBilling : address.isDefaultShipping) && (
        // A line of its own under the address lines, so a phone's row keeps its width for the address.
        <Box sx={{ flexBasis: '100%', pl: 4, pb: 0.5 }}>
          <Button
            size="small"
            onClick={() => onMakeDefault(address, role)}
            disabled={busy}
            aria-label={t(
              role === 'billing' ? 'addresses.list.makeDefaultBilling' : 'addresses.list.makeDefaultShipping',
              names,
            )}
          >
            {role === 'billing'
              ? t('addresses.list.makeDefaultFor.billing')
              : t('addresses.list.makeDefaultFor.shipping')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
