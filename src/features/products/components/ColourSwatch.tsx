import Box from '@mui/material/Box';

/** A round sample of a variant's colour; the name travels in the label of whatever holds it. */
export function ColourSwatch({ color, size = 16 }: { color: string | null; size?: number }) {
  if (!color) return null;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}
