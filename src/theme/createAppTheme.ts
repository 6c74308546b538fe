import type { PaletteMode } from '@mui/material';
import { enUS, itIT } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../i18n/languages';
import { componentCustomisations } from './components';
import { paletteFor, shape, typography } from './tokens';

const muiLocales = { it: itIT, en: enUS } as const;

/** Campo's theme for one colour mode, with MUI's own texts (pagination, dialogs) in the user's language. */
export function createAppTheme(mode: PaletteMode, language: Language): Theme {
  return createTheme(
    { palette: paletteFor(mode), typography, shape, components: componentCustomisations },
    muiLocales[language],
  );
}
