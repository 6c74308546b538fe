import type { PaletteMode } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { componentCustomisations } from './components';
import { paletteFor, shape, typography } from './tokens';

/**
 * Campo's theme for one colour mode. It holds no texts: a language switch keeps the same theme, so the styled
 * components on the page do not all render again (MUI's texts are given where used, e.g. useAutocompleteTexts).
 */
export function createAppTheme(mode: PaletteMode): Theme {
  return createTheme({ palette: paletteFor(mode), typography, shape, components: componentCustomisations });
}
