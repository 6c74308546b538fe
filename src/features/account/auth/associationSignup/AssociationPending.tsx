import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { settings } from '../../../../lib/settings';
import { Notice, NoticeTitle } from '../../../../components/Notice';

/** After the association signup: pending approval; associations log in on the admin site, another host. */
export function AssociationPending() {
  const { t } = useTranslation('associationSignup');
  return (
    <Notice severity="success" role="status">
      <NoticeTitle component="h2">{t('done.title')}</NoticeTitle>
      <Typography>{t('done.body')}</Typography>
      <Typography sx={{ mt: 1 }}>{t('done.adminHint')}</Typography>
      <Button
        href={settings.adminUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        endIcon={<OpenInNewIcon />}
        sx={{ mt: 2 }}
      >
        {t('done.adminLink')}
      </Button>
    </Notice>
  );
}
