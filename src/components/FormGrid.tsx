import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** How many of the 12 columns a cell takes: on phones (`xs`) and from 600 px (`sm`, the phone's width when absent). */
export type FormGridSpan = number | { xs: number; sm?: number };

/**
 * A form's fields in 12 columns (16 px apart, 4 px between rows), as MUI's Grid lays them out, drawn as a CSS grid:
 * MUI's Grid brings its breakpoint machinery (about 1.5 KiB gzip) to the form pages, which are over their JS budget.
 */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: 2, rowGap: 0.5 }}>
      {children}
    </Box>
  );
}

export function FormGridCell({ span, mb, children }: { span: FormGridSpan; mb?: number; children: ReactNode }) {
  const { xs, sm = xs } = typeof span === 'number' ? { xs: span } : span;
  return <Box sx={{ gridColumn: { xs: `span ${xs}`, sm: `span ${sm}` }, mb, minWidth: 0 }}>{children}</Box>;
}
