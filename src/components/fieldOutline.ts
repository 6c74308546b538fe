import type { Theme } from '@mui/material/styles';

/** The 1 px outline of MUI's outlined input at rest, in the theme's mode. */
export const fieldOutlineColour = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
