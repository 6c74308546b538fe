import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { settings } from '../../lib/settings';
import ContactForm from './contact/ContactForm';
import { registerPublicCatalogue } from './publicCatalogue';

registerPublicCatalogue();

export default function ContactPage() {
  const { t } = useTranslation('public');

  return (
    <Container component="section" maxWidth="sm" aria-labelledby="contact-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="contact-title" variant="pageTitle">
        {t('contact.page.title')}
      </Typography>
      <Typography sx={{ mt: 2 }}>{t('contact.page.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('contact.page.emailHint')} <Link href={`mailto:${settings.providerEmail}`}>{settings.providerEmail}</Link>
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ContactForm />
      </Paper>
    </Container>
  );
}
