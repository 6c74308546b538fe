import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';

/** A length, or one per breakpoint (`{ xs: 280, md: 420 }`). */
type Length = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number | string>>;

export interface ProductPictureProps {
  url: string | null | undefined;
  alt: string;
  height: Length;
  /** Width of the box; the picture keeps its proportions inside it. */
  width?: Length;
}

/** A product picture, or the default bag icon when the variant has none. */
export function ProductPicture({ url, alt, height, width = '100%' }: ProductPictureProps) {
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        loading="lazy"
        sx={{ display: 'block', width, height, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={alt}
      sx={{ display: 'grid', placeItems: 'center', width, height, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ShoppingBagOutlinedIcon fontSize="large" />
    </Box>
  );
}
