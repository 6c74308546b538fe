import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import { ModalDialog } from '../../../components/ModalDialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImageViewerDialogProps {
  images: readonly { _id: string; url: string }[];
  eventName: string;
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A full-size preview of the event's pictures; arrow keys and the buttons move through them, wrapping round. */
export function ImageViewerDialog({ images, eventName, index, onIndexChange, onClose }: ImageViewerDialogProps) {
  const { t } = useTranslation('events');
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(index, images.length - 1) : 0;
  const step = (by: number) => onIndexChange((current + by + images.length) % images.length);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  }

  return (
    <ModalDialog open={open} onClose={onClose} maxWidth="md" fullWidth onKeyDown={onKeyDown}>
      <DialogTitle sx={{ pr: 6 }}>
        {t('detail.images.viewerTitle', { index: current + 1, total: images.length })}
        <IconButton
          aria-label={t('detail.images.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('detail.images.previous')} onClick={() => step(-1)} disabled={images.length < 2}>
          <ChevronLeftIcon />
        </IconButton>
        {open && (
          <Box
            component="img"
            src={images[current].url}
            alt={t('detail.images.alt', { index: current + 1, name: eventName })}
            sx={{ flex: 1, minWidth: 0, maxHeight: '70vh', objectFit: 'contain' }}
          />
        )}
        <IconButton aria-label={t('detail.images.next')} onClick={() => step(1)} disabled={images.length < 2}>
          <ChevronRightIcon />
        </IconButton>
      </DialogContent>
    </ModalDialog>
  );
}
