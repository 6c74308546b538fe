import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerAssociationSignupCatalogue } from './associationSignup/associationSignupCatalogue';
import { AssociationSignupForm } from './associationSignup/AssociationSignupForm';
import { registerAuthCatalogue } from './authCatalogue';

registerAuthCatalogue();
registerAssociationSignupCatalogue();

/** The screen after a sign-up is sent, which the page's first load never shows. */
const loadPending = () =>
  import(/* webpackChunkName: "association-pending" */ './associationSignup/AssociationPending');
const AssociationPending = lazy(async () => ({ default: (await loadPending()).AssociationPending }));

/** /signup: the association signup in steps, then the "pending approval" screen. */
export default function AssociationSignupPage() {
  const { t } = useTranslation('associationSignup');
  const [sent, setSent] = useState(false);

  return (
    <Container component="section" maxWidth="md" aria-labelledby="signup-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="signup-title" variant="pageTitle">
        {t('page.title')}
      </Typography>
      {!sent && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('page.intro')}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
        {sent ? (
          <Suspense fallback={null}>
            <AssociationPending />
          </Suspense>
        ) : (
          // Fetched as the sign-up is sent, so the screen is there when the answer is.
          <AssociationSignupForm onSending={() => void loadPending()} onSignedUp={() => setSent(true)} />
        )}
      </Paper>
    </Container>
  );
}
