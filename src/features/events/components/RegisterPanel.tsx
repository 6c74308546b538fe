import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatEuro } from '../../../lib/format';

export interface RegisterPanelProps {
  cost: number;
  remainingTickets: number;
  isExpired: boolean;
  /** The register button. */
  register: ReactNode;
}

/** Height of the phone's bottom bar; the page keeps that much room at its end so the bar hides nothing. */
const BOTTOM_BAR_HEIGHT = 76;

function Offer({ cost, remainingTickets, isExpired }: Omit<RegisterPanelProps, 'register'>) {
  const { t } = useTranslation('events');
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="p" variant="h5">
        <Box component="span" sx={visuallyHidden}>
          {`${t('detail.cost')}: `}
        </Box>
        {formatEuro(cost)}
      </Typography>
      {/* An ended event sells nothing: how many tickets were left is no longer news. */}
      {!isExpired && (
        <Typography component="p" variant="body2" color="text.secondary">
          {t('detail.ticketsLeft', { count: remainingTickets })}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Price, tickets left and the register button, always in view: a sticky side panel from the md breakpoint up, a
 * bar fixed to the bottom of a phone's screen below it.
 */
export function RegisterPanel({ register, ...offer }: RegisterPanelProps) {
  const { t } = useTranslation('events');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });

  if (wide) {
    return (
      <Paper
        component="aside"
        variant="outlined"
        aria-label={t('detail.registerPanel')}
        sx={{ position: 'sticky', top: theme.spacing(11), p: 3, borderRadius: 3 }}
      >
        <Stack spacing={2}>
          <Offer {...offer} />
          {register}
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <GlobalStyles
        styles={{ body: { paddingBottom: `calc(${BOTTOM_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))` } }}
      />
      <Paper
        component="aside"
        square
        elevation={8}
        aria-label={t('detail.registerPanel')}
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: theme.zIndex.appBar,
          minHeight: BOTTOM_BAR_HEIGHT,
          px: 2,
          pb: 'env(safe-area-inset-bottom, 0px)',
          display: 'flex',
          alignItems: 'center',
          borderTop: `1px solid ${theme.palette.divider}`,
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}
        >
          <Offer {...offer} />
          {register}
        </Stack>
      </Paper>
    </>
  );
}
