import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../../api/errors';
import { useVerifyEmailQuery, type EmailVerificationLink } from '../../authApi';
import { verifyFailure } from './verifyFailure';

/** Calls the verify endpoint once for the link and shows what came of it. */
export function VerifyResult({ link }: { link: EmailVerificationLink }) {
  const { t } = useTranslation('auth');
  const { isLoading, isSuccess, error } = useVerifyEmailQuery(link);

  if (isLoading) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('verify.checking')}</Typography>
      </Stack>
    );
  }

  if (isSuccess) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle component="h2">{t('verify.successTitle')}</AlertTitle>
        {t('verify.successBody')}
        <div>
          <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
            {t('verify.loginLink')}
          </Button>
        </div>
      </Alert>
    );
  }

  const failure = verifyFailure(error);
  const detail = failure === 'other' ? (errorText(error) ?? t('common.requestFailed')) : t(`verify.${failure}`);
  return (
    <Alert severity="error">
      <AlertTitle component="h2">{t('verify.failedTitle')}</AlertTitle>
      {detail}
      <div>
        <Button component={RouterLink} to={failure === 'used' ? '/login' : '/usersignup'} sx={{ mt: 2 }}>
          {failure === 'used' ? t('verify.loginLink') : t('verify.signupLink')}
        </Button>
      </div>
    </Alert>
  );
}
