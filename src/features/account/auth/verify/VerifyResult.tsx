import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../../api/errors';
import { useVerifyEmailQuery, type EmailVerificationLink } from '../../authApi';
import { verifyFailure } from './verifyFailure';
import { Notice, NoticeTitle } from '../../../../components/Notice';

/** Calls the verify endpoint once for the link and shows what came of it. */
export function VerifyResult({ link }: { link: EmailVerificationLink }) {
  const { t } = useTranslation(['emailVerify', 'common']);
  const { isLoading, isSuccess, error } = useVerifyEmailQuery(link);

  if (isLoading) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('checking')}</Typography>
      </Stack>
    );
  }

  if (isSuccess) {
    return (
      <Notice severity="success" role="status">
        <NoticeTitle component="h2">{t('successTitle')}</NoticeTitle>
        {t('successBody')}
        <div>
          <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
            {t('loginLink')}
          </Button>
        </div>
      </Notice>
    );
  }

  const failure = verifyFailure(error);
  const detail = failure === 'other' ? (errorText(error) ?? t('common:messages.network.requestFailed')) : t(failure);
  return (
    <Notice severity="error">
      <NoticeTitle component="h2">{t('failedTitle')}</NoticeTitle>
      {detail}
      <div>
        <Button component={RouterLink} to={failure === 'used' ? '/login' : '/usersignup'} sx={{ mt: 2 }}>
          {failure === 'used' ? t('loginLink') : t('signupLink')}
        </Button>
      </div>
    </Notice>
  );
}
