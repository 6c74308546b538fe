import type { PaletteMode } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { i18n } from '../i18n';
import type { Language } from '../i18n/languages';
import { componentCustomisations } from './components';
import { muiLocaleTexts } from './muiLocaleTexts';
import { paletteFor, shape, typography } from './tokens';

/** Campo's theme for one colour mode, with MUI's own texts (pagination, dialogs) in the user's language. */
export function createAppTheme(mode: PaletteMode, language: Language): Theme {
  return createTheme(
    { palette: paletteFor(mode), typography, shape, components: componentCustomisations },
    muiLocaleTexts(i18n.getFixedT(language, 'common')),
  );
}
