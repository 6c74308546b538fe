import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** After the user signup: the verification link is in the mailbox. */
export function SignupCheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h2">{t('userSignup.done.title')}</AlertTitle>
      {t('userSignup.done.body', { email })}
      <div>
        <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
          {t('userSignup.done.loginLink')}
        </Button>
      </div>
    </Alert>
  );
}
