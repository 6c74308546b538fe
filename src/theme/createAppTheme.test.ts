import createThemeWithVars, { CssVarsProvider } from '../lib/mui/noCssVariablesTheme';
import { createAppTheme } from './createAppTheme';

// The production build leaves MUI's CSS-variables theme and provider out (webpack.config.ts): createTheme and
// ThemeProvider take them only for a theme with `colorSchemes` (or `vars`), which Campo's theme must never get.
describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  it('is a theme without CSS variables or colour schemes', () => {
    const theme = createAppTheme(mode);
    expect(theme.palette.mode).toBe(mode);
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});

describe('the stand-in for the left-out modules', () => {
  it('fails loudly if a CSS-variables theme is asked for', () => {
    expect(() => createThemeWithVars()).toThrow(/CSS-variables theme is left out/);
    expect(() => CssVarsProvider()).toThrow(/CSS-variables theme is left out/);
  });
});
