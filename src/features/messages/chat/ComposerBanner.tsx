import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The line above the composer naming what is being answered or edited, with a button that cancels it (as Esc). */
export function ComposerBanner({
  title,
  children,
  cancelLabel,
  onCancel,
}: {
  title: string;
  children?: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <Box
      data-testid="composer-banner"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, pl: 1, borderLeft: 3, borderColor: 'primary.main' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children && (
          <Typography variant="caption" component="p" noWrap>
            {children}
          </Typography>
        )}
      </Box>
      <IconButton size="small" aria-label={cancelLabel} onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
