import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { sessionEnded } from '../../../../session/sessionSlice';
import { toast } from '../../../../lib/toast';
import { useLogoutMutation } from '../../accountApi';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { forgetProfileTab } from '../profileTabs';

/**
 * SPEC: asks sureToLogout, then ends the session on the server and here; the shell clears everything and goes to
 * /login.
 */
export function LogoutTab() {
  const { t } = useTranslation(['account', 'common']);
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [logout] = useLogoutMutation();

  const cancel = () => {
    setAsking(false);
    toast.info({ key: 'common:messages.session.logoutCancelled' });
  };

  const confirm = async () => {
    setAsking(false);
    // The server ends the token first; if it cannot be reached, the session still ends here.
    await logout()
      .unwrap()
      .catch(() => undefined);
    try {
      // The next login starts on the first tab, not on this one.
      forgetProfileTab();
      dispatch(sessionEnded('logout'));
      toast.success({ key: 'common:messages.session.logoutSuccessfully' });
    } catch {
      toast.error({ key: 'common:messages.session.logoutFailed' });
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 520 }}>
      <Typography component="h2" variant="h5">
        {t('profile.logout.title')}
      </Typography>
      <Typography>{t('profile.logout.body')}</Typography>
      <Button variant="contained" color="error" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
        {t('profile.logout.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('common:messages.session.sureToLogout')}
        confirmLabel={t('profile.logout.confirm')}
        cancelLabel={t('profile.logout.cancel')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
        destructive
      />
    </Stack>
  );
}
