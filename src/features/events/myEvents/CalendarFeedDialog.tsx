import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { errorText, serverMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { copyLink } from '../../../lib/copyLink';
import { toast } from '../../../lib/toast';
import { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } from '../calendarApi';
import { Notice } from '../../../components/Notice';

export interface CalendarFeedDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The member's calendar feed address: copy it, subscribe with the device's calendar app (webcal://), or replace it
 * with a new one after a confirmation (the old address stops working). Loaded when first opened.
 */
export default function CalendarFeedDialog({ open, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation(['tickets', 'common']);
  const titleId = useId();
  const { data: feed, error, isLoading, isFetching, refetch } = useGetCalendarFeedQuery();
  const [regenerate, { isLoading: regenerating }] = useRegenerateCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirmRegenerate() {
    const result = await regenerate();
    setConfirming(false);
    if (result.error) toast.error(errorText(result.error) ?? { key: 'common:messages.network.requestFailed' });
    else toast.success(result.data.message);
  }

  return (
    <ModalDialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('myEvents.calendarFeed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('myEvents.calendarFeed.intro')}</DialogContentText>
        {isLoading ? (
          <LoadingSkeleton lines={1} />
        ) : error || !feed ? (
          <Notice
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()} loading={isFetching}>
                {t('common:messages.list.retry')}
              </Button>
            }
          >
            {serverMessage(error) ?? t('myEvents.calendarFeed.loadFailed')}
          </Notice>
        ) : (
          <Stack spacing={2}>
            <TextField
              label={t('myEvents.calendarFeed.address')}
              value={feed.url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon aria-hidden />}
                onClick={() =>
                  void copyLink(feed.url, {
                    copied: t('common:messages.events.linkCopied'),
                    failed: t('common:messages.network.requestFailed'),
                  })
                }
              >
                {t('myEvents.calendarFeed.copy')}
              </Button>
              <Button variant="outlined" href={feed.webcalUrl}>
                {t('myEvents.calendarFeed.subscribe')}
              </Button>
            </Stack>
            <DialogContentText variant="body2">{t('myEvents.calendarFeed.privacy')}</DialogContentText>
            <div>
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('myEvents.calendarFeed.regenerate')}
              </Button>
            </div>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('myEvents.calendarFeed.close')}</Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('myEvents.calendarFeed.regenerateTitle')}
        body={t('myEvents.calendarFeed.regenerateBody')}
        confirmLabel={t('myEvents.calendarFeed.regenerateConfirm')}
        cancelLabel={t('myEvents.calendarFeed.cancel')}
        onConfirm={() => void confirmRegenerate()}
        onCancel={() => setConfirming(false)}
        destructive
        busy={regenerating}
      />
    </ModalDialog>
  );
}
