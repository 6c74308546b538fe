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
  /**
   * The page's main picture (the first card of a list, a product's own picture): fetched at once and first, since it
   * is what a visitor waits for; other pictures wait until they are near the screen.
   */
  priority?: boolean;
}

/** A product picture, or the default bag icon when the variant has none. */
export function ProductPicture({ url, alt, height, width = '100%', priority = false }: ProductPictureProps) {
  if (url) {
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
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
