import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState';
import { toast } from '../../../../lib/toast';
import { useRemoveGalleryImageMutation, type GalleryImage } from '../../accountApi';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

/** The pictures the user uploaded to events, each removable after a confirmation (SPEC sections 5 and 8). */
export function GalleryImages({ images }: { images: GalleryImage[] }) {
  const { t } = useTranslation(['account', 'common']);
  const [removeImage, { isLoading, originalArgs }] = useRemoveGalleryImageMutation();
  const [pending, setPending] = useState<GalleryImage | null>(null);
  const title = t('profile.details.galleryTitle');

  const cancel = () => {
    setPending(null);
    toast.info({ key: 'common:messages.gallery.deletePictureCancelled' });
  };

  const confirm = async () => {
    const image = pending;
    setPending(null);
    if (!image?._id) {
      toast.error({ key: 'common:messages.gallery.invalidRequest' });
      return;
    }
    const result = await removeImage({ eventId: image.eventId, imageId: image._id });
    if (result.error) {
      toast.error({ key: 'common:messages.gallery.failedToDeletePicture' });
      return;
    }
    toast.success({ key: 'common:messages.gallery.pictureDeleted' });
  };

  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {images.length === 0 ? (
        <EmptyState title={t('common:messages.empty.noImageUploaded')} icon={<PhotoLibraryIcon fontSize="inherit" />} />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {images.map((image, index) => {
            const removing = isLoading && originalArgs?.imageId === image._id;
            return (
              <Box component="li" key={image._id || `${image.eventId}-${index}`} sx={{ position: 'relative' }}>
                <Box
                  component="img"
                  src={image.url}
                  alt={t('profile.gallery.pictureAlt', { index: index + 1 })}
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, display: 'block' }}
                />
                <IconButton
                  aria-label={t('profile.gallery.delete', { index: index + 1 })}
                  onClick={() => setPending(image)}
                  disabled={removing}
                  size="small"
                  sx={{
                    position: 'absolute',
                    top: 6,
                    right: 6,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('profile.gallery.confirmTitle')}
        body={t('profile.gallery.confirmBody')}
        confirmLabel={t('profile.gallery.confirm')}
        cancelLabel={t('profile.gallery.cancel')}
        onConfirm={() => void confirm()}
        onCancel={cancel}
        destructive
      />
    </Box>
  );
}
