import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { lazy, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../components/OnceOpened';
import { EVENT_IMAGES_SHOWN } from '../../../lib/constants';
import type { PublicEvent } from '../eventsApi';

const ImageViewerDialog = lazy(() =>
  import(/* webpackChunkName: "image-viewer" */ './ImageViewerDialog').then((module) => ({
    default: module.ImageViewerDialog,
  })),
);

export interface EventImagesProps {
  images: PublicEvent['images'];
  eventName: string;
}

/** The event's pictures: the first 3, the rest on demand, each opening in the viewer (SPEC section 2). */
export const EventImages = memo(function EventImages({ images, eventName }: EventImagesProps) {
  const { t } = useTranslation('events');
  const [expanded, setExpanded] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = expanded ? images : images.slice(0, EVENT_IMAGES_SHOWN);

  return (
    <Box component="section" aria-labelledby="event-images-title">
      <Typography id="event-images-title" variant="h6" component="h2" gutterBottom>
        {t('detail.images.title')}
      </Typography>
      {images.length === 0 ? (
        <Typography color="text.secondary">{t('detail.images.none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
          {shown.map((image, index) => (
            <ButtonBase
              key={image._id}
              aria-label={t('detail.images.open', { index: index + 1 })}
              onClick={() => setViewing(index)}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={image.url}
                alt={t('detail.images.alt', { index: index + 1, name: eventName })}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
      {images.length > EVENT_IMAGES_SHOWN && (
        <Button sx={{ mt: 1 }} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? t('detail.images.collapse') : t('detail.images.more', { count: images.length })}
        </Button>
      )}
      <OnceOpened open={viewing !== null} modal>
        <ImageViewerDialog
          images={images}
          eventName={eventName}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
        />
      </OnceOpened>
    </Box>
  );
});
