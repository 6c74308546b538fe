import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { useTranslation } from 'react-i18next';
import type { ColorSchemeChoice } from '../../theme/useColorMode';
import { ChoiceMenuButton } from './ChoiceMenuButton';

const SCHEMES: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];
const ICONS = {
  system: <SettingsBrightnessIcon fontSize="small" />,
  light: <LightModeIcon fontSize="small" />,
  dark: <DarkModeIcon fontSize="small" />,
};

export interface ColorSchemeSwitcherProps {
  colorScheme: ColorSchemeChoice;
  onChange: (colorScheme: ColorSchemeChoice) => void;
}

export function ColorSchemeSwitcher({ colorScheme, onChange }: ColorSchemeSwitcherProps) {
  const { t } = useTranslation();
  const choices = SCHEMES.map((value) => ({ value, label: t(`layout.colorScheme.${value}`) }));
  return (
    <ChoiceMenuButton
      label={t('layout.colorScheme.label')}
      icon={ICONS[colorScheme]}
      choices={choices}
      value={colorScheme}
      onChange={onChange}
    />
  );
}
