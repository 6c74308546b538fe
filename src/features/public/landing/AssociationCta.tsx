import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export default function AssociationCta() {
  const { t } = useTranslation('public');

  return (
    <Box
      component="section"
      aria-labelledby="landing-associations-title"
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="landing-associations-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          {t('landing.associations.title')}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, opacity: 0.9 }}>{t('landing.associations.body')}</Typography>
        <Button
          component={RouterLink}
          to="/signup"
          variant="contained"
          color="inherit"
          size="large"
          endIcon={<ArrowForwardIcon />}
          sx={{ color: 'primary.main' }}
        >
          {t('landing.associations.signupCta')}
        </Button>
      </Container>
    </Box>
  );
}
