import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPicture } from '../../../components/ProductPicture';
import type { ProductVariant } from '../productsApi';

/** The chosen variant's pictures: one large, thumbnails to switch. Remount it (key) when the variant changes. */
export function ImageViewer({ name, images }: { name: string; images: ProductVariant['images'] }) {
  const { t } = useTranslation('products');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];

  return (
    <Box>
      <ProductPicture
        url={current?.url}
        alt={current ? t('detail.imageAlt', { name, number: shown + 1 }) : t('detail.noImage')}
        height={{ xs: 280, md: 420 }}
        priority
      />
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          {images.map((image, index) => (
            <ButtonBase
              key={image._id}
              aria-label={t('detail.thumbnailLabel', { number: index + 1 })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              sx={{
                border: 2,
                borderColor: index === shown ? 'primary.main' : 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Box component="img" src={image.url} alt="" sx={{ width: 64, height: 64, objectFit: 'contain' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
