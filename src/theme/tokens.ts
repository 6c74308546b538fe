import type { PaletteMode } from '@mui/material';
import type { PaletteOptions, ThemeOptions } from '@mui/material/styles';

// Design tokens: Campo's own colours, type and shape. Component customisations live in components.ts.

/** Pitch green (brand), warm amber accent, chalk and floodlight neutrals. */
export const brandColours = {
  pitch: { light: '#3f9b76', main: '#0b6e4f', dark: '#06492f', contrastText: '#ffffff' },
  pitchOnDark: { light: '#8fd9b6', main: '#5cc39a', dark: '#2f9a70', contrastText: '#06251a' },
  amber: { light: '#ffc27a', main: '#f08c1a', dark: '#b35f00', contrastText: '#1f1300' },
  chalk: '#f6f8f4',
  paper: '#ffffff',
  night: '#0f1714',
  nightPaper: '#18221e',
  ink: '#14201b',
  inkMuted: '#4a5a53',
  mist: '#dbe7e0',
  mistMuted: '#9fb3aa',
  errorOnDark: { light: '#ffb4a9', main: '#ff8a80', dark: '#f26b61', contrastText: '#2b0000' },
} as const;

/**
 * The status colours (stock badges, order and delivery chips, toasts). Each `main` reads at 4.5:1 or more (WCAG
 * 1.4.3) under its `contrastText` (a filled tag, a toast) and as text on the page and paper (an outlined tag).
 * MUI's own light ones do not: white on its orange is 3.1:1, its blue 3.9:1 on white, notistack's green 3.3:1.
 */
export const statusColours = {
  light: {
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    warning: { main: '#b34700', contrastText: '#ffffff' },
    info: { main: '#0266a6', contrastText: '#ffffff' },
    error: { main: '#d32f2f', contrastText: '#ffffff' },
  },
  dark: {
    success: { main: '#66bb6a', contrastText: brandColours.night },
    warning: { main: '#ffa726', contrastText: brandColours.night },
    info: { main: '#29b6f6', contrastText: brandColours.night },
    // MUI's dark red falls below 4.5:1 on the night paper and under white text in a filled button.
    error: brandColours.errorOnDark,
  },
} as const;

export function paletteFor(mode: PaletteMode): PaletteOptions {
  if (mode === 'dark') {
    return {
      mode,
      primary: brandColours.pitchOnDark,
      secondary: brandColours.amber,
      background: { default: brandColours.night, paper: brandColours.nightPaper },
      text: { primary: brandColours.mist, secondary: brandColours.mistMuted },
      divider: 'rgba(219, 231, 224, 0.14)',
      ...statusColours.dark,
    };
  }
  return {
    mode,
    primary: brandColours.pitch,
    secondary: brandColours.amber,
    background: { default: brandColours.chalk, paper: brandColours.paper },
    text: { primary: brandColours.ink, secondary: brandColours.inkMuted },
    divider: 'rgba(20, 32, 27, 0.12)',
    ...statusColours.light,
  };
}

/** System fonts only: nothing is fetched from the network. */
export const fontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

export const typography: ThemeOptions['typography'] = {
  fontFamily: fontStack,
  h1: { fontSize: '2.5rem', fontWeight: 800, letterSpacing: '-0.02em' },
  h2: { fontSize: '2rem', fontWeight: 800, letterSpacing: '-0.015em' },
  h3: { fontSize: '1.6rem', fontWeight: 700 },
  h4: { fontSize: '1.35rem', fontWeight: 700 },
  h5: { fontSize: '1.15rem', fontWeight: 700 },
  h6: { fontSize: '1rem', fontWeight: 700 },
  button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  // The one style of every page's title (an h1; see the `pageTitle` variant mapping in components.ts).
  pageTitle: {
    fontFamily: fontStack,
    fontSize: '1.75rem',
    lineHeight: 1.2,
    fontWeight: 800,
    letterSpacing: '-0.015em',
    overflowWrap: 'break-word',
    '@media (min-width:900px)': { fontSize: '2.25rem' },
  },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };
