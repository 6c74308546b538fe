import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Rule } from '../../../components/Rule';

interface LegalPageLayoutProps {
  title: string;
  /** A line under the title, such as the date of the last update. */
  subtitle?: string;
  intro: string;
  children: ReactNode;
}

/** The frame shared by the privacy, terms and FAQ pages: heading, introduction, content, a way to ask more. */
export default function LegalPageLayout({ title, subtitle, intro, children }: LegalPageLayoutProps) {
  const { t } = useTranslation('legal');

  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="pageTitle">{title}</Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Typography variant="body1" sx={{ mt: 3, mb: 4 }}>
        {intro}
      </Typography>
      {children}
      <Rule sx={{ my: 4 }} />
      <Typography>
        {t('shared.page.contactPrompt')}{' '}
        <Link component={RouterLink} to="/contact/us">
          {t('shared.page.contactLink')}
        </Link>
      </Typography>
    </Container>
  );
}
