import type { Components, Theme } from '@mui/material/styles';

// Per-component customisations on top of the tokens; one-off styling stays in `sx` at the call site.
export const componentCustomisations: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollBehavior: 'smooth' },
      '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
    },
  },
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 999,
        paddingInline: theme.spacing(2.25),
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
      }),
    },
  },
  MuiLink: {
    // Underlined always: colour alone does not tell a link inside a sentence from its text (WCAG 1.4.1).
    defaultProps: { underline: 'always' },
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2, borderRadius: 4 },
      }),
    },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'default' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 14 } },
  },
  MuiTextField: {
    defaultProps: { fullWidth: true },
  },
  MuiTypography: {
    defaultProps: { variantMapping: { pageTitle: 'h1' } },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // The next outlined field's label rises about 9 px above its box: keep a wrapped error text clear of it in
      // every form, whatever spacing the form's grid uses.
      root: ({ theme }) => ({ marginTop: theme.spacing(0.5), marginBottom: theme.spacing(1.5), lineHeight: 1.35 }),
    },
  },
};
