import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/it';
import { i18n } from '../i18n';

// One configured dayjs for the app: locales bundled. It follows the language the user is viewing from the first
// import on; the shell does not import it, so dayjs loads with the screens. Parsing typed dates (DD/MM/YYYY) is in
// parseDate.ts, so pages that only show dates do not load the parsing plugin.
dayjs.locale(i18n.language);
i18n.on('languageChanged', (language) => dayjs.locale(language));

export { dayjs };
export default dayjs;
