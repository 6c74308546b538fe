import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../visuallyHidden';

export interface FooterProps {
  productName: string;
  providerEmail: string;
  socialUrl: string;
  /** One more item at the end of the footer's links (the app's Report a problem). */
  extraItem?: ReactNode;
}

/** Provider's e-mail, legal pages, FAQ and the social link (SPEC section 2). */
export function Footer({ productName, providerEmail, socialUrl, extraItem }: FooterProps) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container sx={{ py: 3 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', md: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('layout.footer.copyright', { year: new Date().getFullYear(), product: productName })}
          </Typography>
          <Box component="nav" aria-label={t('layout.footer.navigation')}>
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
            >
              <li>
                <Link href={`mailto:${providerEmail}`}>{t('layout.footer.email')}</Link>
              </li>
              <li>
                <Link component={RouterLink} to="/privacy">
                  {t('layout.footer.privacy')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/terms">
                  {t('layout.footer.terms')}
                </Link>
              </li>
              <li>
                <Link component={RouterLink} to="/faqs">
                  {t('layout.footer.faq')}
                </Link>
              </li>
              <li>
                <Link href={socialUrl} target="_blank" rel="noopener noreferrer">
                  {t('layout.footer.social')}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${t('layout.topBar.opensInNewTab')}`}
                  </Box>
                </Link>
              </li>
              {extraItem && <li>{extraItem}</li>}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
