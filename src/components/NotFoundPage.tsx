import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** The page for unknown paths, and for screens a later release adds. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography component="p" variant="h1" color="primary" aria-hidden sx={{ fontSize: '4.5rem', mb: 1 }}>
        404
      </Typography>
      <Typography variant="pageTitle" gutterBottom>
        {t('shared.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('shared.notFound.body')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('shared.notFound.homeLink')}
      </Button>
    </Container>
  );
}
