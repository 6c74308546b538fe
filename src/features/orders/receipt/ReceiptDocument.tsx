import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatDate, formatEuro } from '../../../lib/format';
import type { Receipt } from '../receiptApi';

type ReceiptAddress = NonNullable<Receipt['billingAddress']>;

function AddressBlock({ title, address }: { title: string; address: ReceiptAddress }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ overflowWrap: 'anywhere' }}>
      <Typography id={titleId} component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2">{address.fullName}</Typography>
      <Typography variant="body2">{address.address}</Typography>
      <Typography variant="body2">
        {address.zipcode} {address.city}
        {address.province ? ` (${address.province})` : ''}
      </Typography>
      <Typography variant="body2">{address.country}</Typography>
    </Box>
  );
}

const cell = { py: 1, px: { xs: 0.5, sm: 1 }, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' } as const;
const figure = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
// A long heading ("Prezzo unitario") wraps on a phone; the figures under it never do.
const heading = { ...cell, textAlign: 'right' } as const;

/** The receipt itself, as printed: heading, addresses, the lines and the VAT-style totals. */
const totalRule = { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 } as const;

export function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('orders');
  const totals: [string, number][] = [
    [t('receipt.subtotal'), receipt.subtotal],
    [t('receipt.serviceFee'), receipt.serviceFee],
    ...(receipt.discount ? [[t('receipt.discount'), -receipt.discount] as [string, number]] : []),
    [t('receipt.net'), receipt.net],
    [t('receipt.vat', { rate: receipt.vatRate }), receipt.vat],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, '@media print': { border: 0, p: 0 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="pageTitle">
          {t('receipt.title')}
        </Typography>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('receipt.orderNumber', { number: receipt.orderNumber })}
          </Typography>
          <Typography variant="body2">{t('receipt.date', { date: formatDate(receipt.placedAt) })}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {receipt.paymentReference
              ? t('receipt.payment', { type: receipt.paymentType, reference: receipt.paymentReference })
              : t('receipt.paymentFree')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        {receipt.billingAddress && <AddressBlock title={t('receipt.billing')} address={receipt.billingAddress} />}
        {receipt.shippingAddress && <AddressBlock title={t('receipt.shipping')} address={receipt.shippingAddress} />}
      </Box>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2', mb: 2, tableLayout: 'auto' }}
      >
        <Box component="caption" sx={visuallyHidden}>
          {t('receipt.linesCaption')}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              {t('receipt.item')}
            </Box>
            <Box component="th" scope="col" sx={heading}>
              {t('receipt.qty')}
            </Box>
            <Box component="th" scope="col" sx={heading}>
              {t('receipt.unitPrice')}
            </Box>
            <Box component="th" scope="col" sx={heading}>
              {t('receipt.lineTotal')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index}>
              <Box component="td" sx={{ ...cell, overflowWrap: 'break-word', hyphens: 'auto' }}>
                {line.name}
                {line.size && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('receipt.size', { size: line.size })}
                  </Typography>
                )}
              </Box>
              <Box component="td" sx={figure}>
                {line.qty}
              </Box>
              <Box component="td" sx={figure}>
                {formatEuro(line.unitPrice)}
              </Box>
              <Box component="td" sx={figure}>
                {formatEuro(line.total)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Box
        component="dl"
        aria-label={t('receipt.totalsLabel')}
        sx={{ my: 0, mr: 0, ml: 'auto', maxWidth: 360, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3 }}
      >
        {totals.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatEuro(amount)}
            </Typography>
          </Box>
        ))}
        {/* The rule above the total is the cells' own border: a <dl> holds only its terms and definitions. */}
        <Typography component="dt" sx={{ fontWeight: 700, ...totalRule }}>
          {t('receipt.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', ...totalRule }}>
          {formatEuro(receipt.total)}
        </Typography>
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 3 }}>
        {t('receipt.vatNote', { rate: receipt.vatRate })}
      </Typography>
    </Paper>
  );
}
