import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { registerAuthCatalogue } from './authCatalogue';
import { SignupCheckEmail } from './userSignup/SignupCheckEmail';
import { UserSignupForm } from './userSignup/UserSignupForm';
import { registerUserSignupCatalogue } from './userSignup/userSignupCatalogue';

registerAuthCatalogue();
registerUserSignupCatalogue();

/** /usersignup: the user signup form, then the "check your e-mail" screen. */
export default function UserSignupPage() {
  const { t } = useTranslation('userSignup');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);

  return (
    <Container component="section" maxWidth="sm" aria-labelledby="usersignup-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="usersignup-title" variant="pageTitle">
        {t('page.title')}
      </Typography>
      {signedUpEmail ? (
        <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
          <SignupCheckEmail email={signedUpEmail} />
        </Paper>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('page.intro')}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <UserSignupForm onSignedUp={setSignedUpEmail} />
          </Paper>
          <Typography sx={{ mt: 3 }}>
            {t('page.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('page.loginLink')}
            </Link>
          </Typography>
        </>
      )}
    </Container>
  );
}
