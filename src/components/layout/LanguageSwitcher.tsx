import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../i18n/languages';
import { ChoiceMenuButton } from './ChoiceMenuButton';

export interface LanguageSwitcherProps {
  language: Language;
  onChange: (language: Language) => void;
}

export function LanguageSwitcher({ language, onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const choices = SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`layout.language.${value}`) }));
  return (
    <ChoiceMenuButton
      label={t('layout.language.label')}
      icon={<TranslateIcon fontSize="small" />}
      buttonText={language.toUpperCase()}
      choices={choices}
      value={language}
      onChange={onChange}
    />
  );
}
