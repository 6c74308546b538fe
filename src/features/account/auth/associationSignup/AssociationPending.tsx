import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { settings } from '../../../../lib/settings';

/** After the association signup: pending approval; associations log in on the admin site, another host. */
export function AssociationPending() {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="success" role="status">
      <AlertTitle component="h2">{t('associationSignup.done.title')}</AlertTitle>
      <Typography>{t('associationSignup.done.body')}</Typography>
      <Typography sx={{ mt: 1 }}>{t('associationSignup.done.adminHint')}</Typography>
      <Button
        href={settings.adminUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        endIcon={<OpenInNewIcon />}
        sx={{ mt: 2 }}
      >
        {t('associationSignup.done.adminLink')}
      </Button>
    </Alert>
  );
}
