import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Rule } from './Rule';

export interface PriceRow {
  label: string;
  value: string;
}

interface PriceSummaryProps {
  title: string;
  rows: readonly PriceRow[];
  total: PriceRow;
  /** New figures are on their way: those shown are the previous ones. */
  updating?: boolean;
  /** No figures yet: each value is a placeholder of a text line's height, so the first figures move nothing. */
  pending?: boolean;
}

/** A titled list of price rows (label left, figure right) and the total to pay under a divider. */
export function PriceSummary({ title, rows, total, updating = false, pending = false }: PriceSummaryProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      aria-busy={updating || pending}
      sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2, m: 0 }}>
        {rows.map(({ label, value }) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {pending ? <Skeleton width="5em" sx={{ ml: 'auto' }} /> : value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Rule sx={{ my: 1.5 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
        <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {total.label}
        </Typography>
        <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
          {pending ? <Skeleton width="5em" sx={{ ml: 'auto' }} /> : total.value}
        </Typography>
      </Box>
    </Box>
  );
}
