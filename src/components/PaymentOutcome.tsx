import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Notice } from './Notice';

export type PaymentOutcomeState = 'working' | 'success' | 'info' | 'error';

interface PaymentOutcomeProps {
  state: PaymentOutcomeState;
  title: string;
  /** The server's message for an error; a short explanation otherwise. */
  detail?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The frame of the payment return and cancel pages: what happened, then where to go next. */
export function PaymentOutcome({ state, title, detail, children, actions }: PaymentOutcomeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box role="status" aria-busy={state === 'working'} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {state === 'working' && <CircularProgress size={28} aria-hidden />}
            <Typography variant="pageTitle">{title}</Typography>
          </Box>
          {detail &&
            (state === 'error' ? (
              <Notice severity="error" sx={{ alignSelf: 'stretch' }}>
                {detail}
              </Notice>
            ) : (
              <Typography color="text.secondary">{detail}</Typography>
            ))}
          {children}
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
