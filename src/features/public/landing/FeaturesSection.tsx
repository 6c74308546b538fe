import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { featureCards } from './featureCards';
import { sectionAnchorSx } from './sectionAnchorSx';

export default function FeaturesSection() {
  const { t } = useTranslation('public');

  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="landing-features-title"
      sx={{ ...sectionAnchorSx, py: { xs: 6, md: 9 }, bgcolor: 'action.hover' }}
    >
      <Container maxWidth="lg">
        <Typography id="landing-features-title" variant="h4" component="h2" align="center" sx={{ fontWeight: 700 }}>
          {t('landing.features.title')}
        </Typography>
        <Typography color="text.secondary" align="center" sx={{ mt: 1, mb: 5 }}>
          {t('landing.features.subtitle')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {featureCards.map(({ id, Icon }) => (
            // A card's look (theme's MuiCard: outlined, 14 px corners; CardContent's padding) on the Paper the shell
            // already loads: the landing page's JS budget is tight.
            <Paper
              component="li"
              key={id}
              variant="outlined"
              sx={{ height: '100%', borderRadius: '14px', p: 2, pb: 3 }}
            >
              <Icon color="primary" fontSize="large" aria-hidden />
              <Typography variant="h6" component="h3" sx={{ mt: 1.5, mb: 1 }}>
                {t(`landing.features.${id}Title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`landing.features.${id}Body`)}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
