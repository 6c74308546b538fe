import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ModalDialog';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useUpdateProfilePictureMutation } from '../../accountApi';
import { ImagePickerButton } from '../../../../components/ImagePickerButton';
import { pictureProblem, type PictureProblem } from '../../../../lib/imageRules';
import { Notice } from '../../../../components/Notice';

type DialogProblem = PictureProblem | 'selectFirst';

export interface PictureDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Picks one image under 2 MB (file picker or drop) and uploads it as the profile picture. */
export function PictureDialog({ open, onClose }: PictureDialogProps) {
  const { t } = useTranslation(['account', 'common']);
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<DialogProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const [uploadPicture, { isLoading }] = useUpdateProfilePictureMutation();

  const choose = (files: File[]) => {
    const found = pictureProblem(files);
    setProblem(found);
    setFile(found ? null : (files[0] ?? null));
  };

  const close = () => {
    if (isLoading) return;
    setFile(null);
    setProblem(null);
    onClose();
  };

  const upload = async () => {
    if (!file) {
      setProblem('selectFirst');
      return;
    }
    const result = await uploadPicture(file);
    if (result.error) {
      const detail = errorText(result.error);
      const message = t('common:messages.profile.updatingPictureFailed');
      toast.error(detail ? `${message}: ${detail}` : message);
      return;
    }
    toast.success({ key: 'common:messages.profile.profilePictureUpdated' });
    setFile(null);
    onClose();
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(Array.from(event.dataTransfer.files));
  };

  return (
    <ModalDialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('profile.picture.title')}</DialogTitle>
      <DialogContent>
        <Box
          data-testid="picture-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            display: 'grid',
            justifyItems: 'center',
            gap: 1.5,
            textAlign: 'center',
          }}
        >
          <ImagePickerButton onPick={choose} startIcon={<AddPhotoAlternateIcon />}>
            {t('profile.picture.choose')}
          </ImagePickerButton>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {file ? t('profile.picture.chosen', { name: file.name }) : t('profile.picture.noneChosen')}
          </Typography>
        </Box>
        {problem && (
          <Notice severity="error" sx={{ mt: 2 }}>
            {t(`profile.picture.errors.${problem}`)}
          </Notice>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {t('profile.picture.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void upload()} loading={isLoading}>
          {isLoading ? t('profile.picture.uploading') : t('profile.picture.upload')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
