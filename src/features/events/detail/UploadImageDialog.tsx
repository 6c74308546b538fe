import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { errorText } from '../../../api/errors';
import type { ObjectId } from '../../../api/wire';
import { toast } from '../../../lib/toast';
import { ImagePickerButton } from '../../../components/ImagePickerButton';
import { pictureProblem, type PictureProblem } from '../../../lib/imageRules';
import { useUploadEventImageMutation } from '../eventsApi';
import { Notice } from '../../../components/Notice';

export interface UploadImageDialogProps {
  eventId: ObjectId;
  open: boolean;
  onClose: () => void;
}

/**
 * SPEC sections 4 and 5: choose one image under 2 MB, upload it; success closes the dialog, clears the choice and
 * reloads the event (the mutation invalidates it).
 */
export function UploadImageDialog({ eventId, open, onClose }: UploadImageDialogProps) {
  const { t } = useTranslation('events');
  const inputId = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [problem, setProblem] = useState<PictureProblem | 'selectFirst' | null>(null);
  const [upload, { isLoading }] = useUploadEventImageMutation();

  function close() {
    setPicture(null);
    setProblem(null);
    onClose();
  }

  function choose(files: File[]) {
    const found = pictureProblem(files);
    setProblem(found);
    setPicture(found ? null : files[0]);
  }

  async function submit() {
    if (!picture) {
      setProblem('selectFirst');
      return;
    }
    const result = await upload({ eventId, picture });
    if (result.error) {
      // The server's own message is the more useful one (SPEC section 8); the catalogue text otherwise.
      toast.error(errorText(result.error) ?? { key: 'messages.events.imageUploadFailed' });
      return;
    }
    if (result.data.message) toast.success(result.data.message);
    close();
  }

  return (
    <ModalDialog open={open} onClose={close} aria-labelledby={`${inputId}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${inputId}-title`}>{t('detail.upload.title')}</DialogTitle>
      <DialogContent>
        <ImagePickerButton onPick={choose}>{t('detail.upload.choose')}</ImagePickerButton>
        {picture && <Typography sx={{ mt: 1 }}>{t('detail.upload.chosen', { name: picture.name })}</Typography>}
        {problem && (
          <Notice severity="error" sx={{ mt: 2 }}>
            {t(`detail.upload.${problem}`)}
          </Notice>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('detail.upload.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={isLoading}>
          {t('detail.upload.submit')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
