import { registerTexts } from '../../i18n/texts';

// The address fields' own rule, beside the app-wide text hygiene (http/textHygiene.ts).
export const addressRuleTexts = registerTexts('addressRules', {
  it: { oneLine: 'Il campo "{field}" deve stare su una riga: niente a capo né tabulazioni.' },
  en: { oneLine: 'The field "{field}" must fit on one line: no line breaks or tabs.' },
});
