import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { settings } from '../../../lib/settings';
import { useOnceTrue } from '../../../lib/useOnceTrue';
import { registerAuthCatalogue } from './authCatalogue';
import { registerLoginCatalogue } from './login/loginCatalogue';
import { LoginForm } from './login/LoginForm';

registerAuthCatalogue();
registerLoginCatalogue();

// The recovery dialog (dialog, stepper, its forms) loads when it is first opened, not with the login page.
const PasswordRecoveryDialog = lazy(() =>
  import(/* webpackChunkName: "password-recovery" */ './recovery/PasswordRecoveryDialog').then((module) => ({
    default: module.PasswordRecoveryDialog,
  })),
);

/** /login: e-mail and password, password recovery, links to both signups. */
export default function LoginPage() {
  const { t } = useTranslation('login');
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  const recoveryOpened = useOnceTrue(recoveryOpen);

  return (
    <Container component="section" maxWidth="xs" aria-labelledby="login-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="login-title" variant="pageTitle">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <LoginForm />
        <Button onClick={() => setRecoveryOpen(true)} sx={{ mt: 1 }}>
          {t('form.forgotPassword')}
        </Button>
      </Paper>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Typography>
          {t('page.noAccount')}{' '}
          <Link component={RouterLink} to="/usersignup">
            {t('page.signupLink')}
          </Link>
        </Typography>
        <Typography>
          {t('page.associationHint')}{' '}
          <Link href={settings.adminUrl} target="_blank" rel="noopener noreferrer">
            {t('page.associationLink')}
          </Link>
        </Typography>
      </Stack>
      {recoveryOpened && (
        <Suspense fallback={null}>
          <PasswordRecoveryDialog open={recoveryOpen} onClose={() => setRecoveryOpen(false)} />
        </Suspense>
      )}
    </Container>
  );
}
