import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import HeroIllustration from './HeroIllustration';
import { sectionAnchorSx } from './sectionAnchorSx';

export default function HeroSection() {
  const { t } = useTranslation('public');

  return (
    <Box
      component="section"
      id="home"
      aria-labelledby="landing-hero-title"
      sx={{ ...sectionAnchorSx, py: { xs: 6, md: 10 } }}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' } }}
      >
        <Box>
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {t('landing.hero.eyebrow')}
          </Typography>
          <Typography
            id="landing-hero-title"
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.5rem' }, mb: 2 }}
          >
            {t('landing.hero.title')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4 }}>
            {t('landing.hero.subtitle')}
          </Typography>
          <Button
            component={RouterLink}
            to={{ pathname: '/', hash: '#features' }}
            variant="contained"
            size="large"
            endIcon={<KeyboardArrowDownIcon />}
          >
            {t('landing.hero.exploreCta')}
          </Button>
        </Box>
        <HeroIllustration label={t('landing.hero.illustrationLabel')} />
      </Container>
    </Box>
  );
}
