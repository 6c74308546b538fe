import { LanguageSwitcher } from '../components/layout/LanguageSwitcher';
import { useAppSelector } from '../lib/store/hooks';
import { languageChanged, selectLanguage } from './preferencesSlice';
import { useChoiceAfterPaint } from './useChoiceAfterPaint';

/**
 * The top bar's language menu for a modal dialog's title row: the dialog's backdrop hides the top bar, and a switch
 * keeps the dialog and what was typed in it.
 */
export function DialogLanguageSwitcher() {
  const chooseLanguage = useChoiceAfterPaint(languageChanged);
  const language = useAppSelector(selectLanguage);
  return <LanguageSwitcher language={language} onChange={chooseLanguage} />;
}
