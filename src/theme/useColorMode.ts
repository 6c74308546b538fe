import type { PaletteMode } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';

export type ColorSchemeChoice = 'system' | 'light' | 'dark';

/** The mode to paint: the user's choice, or the system's when the choice is `system`. */
export function useColorMode(choice: ColorSchemeChoice): PaletteMode {
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
