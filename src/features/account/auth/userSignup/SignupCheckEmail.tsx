import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Notice, NoticeTitle } from '../../../../components/Notice';

/** After the user signup: the verification link is in the mailbox. */
export function SignupCheckEmail({ email }: { email: string }) {
  const { t } = useTranslation('userSignup');
  return (
    <Notice severity="success" role="status">
      <NoticeTitle component="h2">{t('done.title')}</NoticeTitle>
      {t('done.body', { email })}
      <div>
        <Button component={RouterLink} to="/login" variant="contained" sx={{ mt: 2 }}>
          {t('done.loginLink')}
        </Button>
      </div>
    </Notice>
  );
}
