import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/en';
import 'dayjs/locale/it';
import { i18n } from '../i18n';

// One configured dayjs for the app: locales bundled, DD/MM/YYYY parsing for forms. It follows the language the
// user is viewing from the first import on; the shell does not import it, so dayjs loads with the screens.
dayjs.extend(customParseFormat);
dayjs.locale(i18n.language);
i18n.on('languageChanged', (language) => dayjs.locale(language));

export { dayjs };
export default dayjs;
