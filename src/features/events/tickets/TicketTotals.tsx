import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../../lib/format';
import type { TicketQuote } from '../ticketsApi';

interface TicketTotalsProps {
  quote: TicketQuote;
  /** A new quote is on its way: the figures shown are the previous ones. */
  updating: boolean;
}

/** Cost, service fee and total of a quote, in euro (SPEC section 9). */
export function TicketTotals({ quote, updating }: TicketTotalsProps) {
  const { t } = useTranslation('tickets');
  const rows = [
    { label: t('preview.cost'), value: formatEuro(quote.cost) },
    { label: t('preview.price'), value: `${quote.noOfTickets} × ${formatEuro(quote.cost)} = ${formatEuro(quote.price)}` },
    { label: t('preview.serviceFee'), value: formatEuro(quote.serviceFee) },
  ];
  return (
    <Box
      component="section"
      aria-label={t('preview.summaryTitle')}
      aria-busy={updating}
      sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Typography component="h2" variant="h6" gutterBottom>
        {t('preview.summaryTitle')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
        <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('preview.total')}
        </Typography>
        <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {formatEuro(quote.finalPrice)}
        </Typography>
      </Box>
    </Box>
  );
}
