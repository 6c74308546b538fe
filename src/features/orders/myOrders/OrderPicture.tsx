import Box from '@mui/material/Box';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';

/** A square picture of an order or one of its lines, or a neutral icon when there is none. */
export function OrderPicture({ url, alt, size }: { url: string | null; alt: string; size: number }) {
  const box = { width: size, height: size, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover' } as const;
  if (!url) {
    return (
      <Box aria-hidden sx={{ ...box, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <ReceiptLongOutlinedIcon />
      </Box>
    );
  }
  return <Box component="img" src={url} alt={alt} loading="lazy" sx={{ ...box, objectFit: 'cover' }} />;
}
