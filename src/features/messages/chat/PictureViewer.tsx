import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { ModalDialog } from '../../../components/ModalDialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** A message's picture at full size; `url` null keeps it closed. */
export function PictureViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <ModalDialog open={url !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 6 }}>
        {t('chat.pictureTitle')}
        <IconButton aria-label={t('chat.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {url && (
          <Box
            component="img"
            src={url}
            alt={t('chat.pictureAlt')}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
    </ModalDialog>
  );
}
