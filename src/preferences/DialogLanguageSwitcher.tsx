import { LanguageSwitcher } from '../components/layout/LanguageSwitcher';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { languageChanged, selectLanguage } from './preferencesSlice';

/**
 * The top bar's language menu for a modal dialog's title row: the dialog's backdrop hides the top bar, and a switch
 * keeps the dialog and what was typed in it.
 */
export function DialogLanguageSwitcher() {
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  return <LanguageSwitcher language={language} onChange={(next) => dispatch(languageChanged(next))} />;
}
