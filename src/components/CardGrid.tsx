import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CardGridProps {
  children: ReactNode;
  label?: string;
  /** A newer page is loading: the cards stay, faded, and assistive tech hears the list is busy. */
  busy?: boolean;
}

/** One column on phones, two on tablets, three on wide screens. */
export function CardGrid({ children, label, busy = false }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        opacity: busy ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {children}
    </Box>
  );
}
