import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { registerEmailVerifyCatalogue } from './verify/emailVerifyCatalogue';
import { VerifyResult } from './verify/VerifyResult';
import { Notice } from '../../../components/Notice';

registerEmailVerifyCatalogue();

/** /user/email/verify?id=&email=&token=: the link of the verification e-mail. */
export default function EmailVerifyPage() {
  const { t } = useTranslation('emailVerify');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  const email = params.get('email')?.trim();
  const token = params.get('token')?.trim();

  return (
    <Container component="section" maxWidth="sm" aria-labelledby="verify-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="verify-title" variant="pageTitle" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      {id && email && token ? (
        <VerifyResult link={{ id, email, token }} />
      ) : (
        <Notice severity="error">{t('incomplete')}</Notice>
      )}
    </Container>
  );
}
