import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface RegisterButtonProps {
  to: string;
  isExpired: boolean;
  remainingTickets: number;
  /** The text of the active button; 'Register' unless the page says otherwise. */
  label?: string;
  /** Router state for the target, e.g. where login should send the user back to. */
  state?: unknown;
}

/** Goes to the ticket preview; disabled and reading 'Evento Scaduto' once the event has ended, or when sold out. */
export function RegisterButton({ to, isExpired, remainingTickets, label, state }: RegisterButtonProps) {
  const { t } = useTranslation('events');
  if (isExpired || remainingTickets <= 0) {
    return (
      <Button variant="contained" size="large" disabled>
        {isExpired ? t('detail.expired') : t('detail.soldOut')}
      </Button>
    );
  }
  return (
    <Button variant="contained" size="large" component={RouterLink} to={to} state={state}>
      {label ?? t('detail.register')}
    </Button>
  );
}
