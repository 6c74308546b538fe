import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Address } from '../../products/addressesApi';
import { addressLines, addressName } from '../addresses/addressText';

/** One address of the order under its title (billing or shipping), with the contact details it carries. */
export function AddressCard({ title, address }: { title: string; address: Address }) {
  const titleId = useId();
  const [street, place] = addressLines(address);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, overflowWrap: 'anywhere' }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography>{addressName(address)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {street}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {place}
      </Typography>
      {[address.mobile, address.email].filter(Boolean).map((contact) => (
        <Typography key={contact} variant="body2" color="text.secondary">
          {contact}
        </Typography>
      ))}
    </Paper>
  );
}
