import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import { useTranslation } from 'react-i18next';
import { settings } from '../../../lib/settings';

export default function StoreLinks() {
  const { t } = useTranslation('public');

  return (
    <Box component="section" aria-labelledby="landing-stores-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="landing-stores-title" variant="h4" component="h2" sx={{ fontWeight: 700 }}>
          {t('landing.stores.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('landing.stores.body')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          <Button
            href={settings.appStoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<AppleIcon />}
          >
            {t('landing.stores.appStore')}
          </Button>
          <Button
            href={settings.playStoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<ShopIcon />}
          >
            {t('landing.stores.googlePlay')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
