import Button from '@mui/material/Button';
import { i18n } from '../i18n';
import { toast } from '../lib/toast';

/** "New version available - Reload": loaded only when a new build's service worker waits (src/index.tsx). */
export function offerUpdate(apply: () => void): void {
  toast.info(i18n.t('app.update.available'), {
    persist: true,
    preventDuplicate: true,
    action: () => (
      <Button color="inherit" size="small" onClick={apply}>
        {i18n.t('app.update.reload')}
      </Button>
    ),
  });
}
