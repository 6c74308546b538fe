import { useTranslation } from 'react-i18next';
import { settings, tokenCookieName } from '../../lib/settings';
import { registerLegalCatalogue } from './legal/legalCatalogue';
import LegalPageLayout from './legal/LegalPageLayout';
import LegalSections from './legal/LegalSections';

registerLegalCatalogue();

/** Keys under `privacy` in the legal catalogue, in reading order; each has a `title` and a `body`. */
const privacySections = [
  'controller',
  'collected',
  'purposes',
  'recipients',
  'retention',
  'rights',
  'cookies',
  'changes',
] as const;

const privacyValues = { email: settings.providerEmail, tokenCookie: tokenCookieName };

export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const sections = privacySections.map((id) => ({
    id,
    title: t(`privacy.${id}.title`),
    body: t(`privacy.${id}.body`, privacyValues),
  }));

  return (
    <LegalPageLayout
      title={t('privacy.page.title')}
      subtitle={t('shared.page.updatedLabel', { date: t('privacy.page.updated') })}
      intro={t('privacy.page.intro')}
    >
      <LegalSections idPrefix="privacy" sections={sections} />
    </LegalPageLayout>
  );
}
