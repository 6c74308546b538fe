import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A button or link that helps the user move on. */
  action?: ReactNode;
}

/** What a list shows when it has nothing: 'No Event', 'no product' and the like. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
        color: 'text.secondary',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ fontSize: 48, lineHeight: 0, color: 'primary.main' }}>
          {icon}
        </Box>
      )}
      <Typography component="p" variant="h6" color="text.primary">
        {title}
      </Typography>
      {description && <Typography variant="body2">{description}</Typography>}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
