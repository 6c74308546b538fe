import { useTranslation } from 'react-i18next';
import { registerLegalCatalogue } from './legal/legalCatalogue';
import LegalPageLayout from './legal/LegalPageLayout';
import LegalSections from './legal/LegalSections';

registerLegalCatalogue();

/** Keys under `terms` in the legal catalogue, in reading order; each has a `title` and a `body`. */
const termsSections = ['service', 'accounts', 'associations', 'tickets', 'kit', 'content', 'liability', 'law'] as const;

export default function TermsPage() {
  const { t } = useTranslation('legal');
  const sections = termsSections.map((id) => ({ id, title: t(`terms.${id}.title`), body: t(`terms.${id}.body`) }));

  return (
    <LegalPageLayout
      title={t('terms.page.title')}
      subtitle={t('shared.page.updatedLabel', { date: t('terms.page.updated') })}
      intro={t('terms.page.intro')}
    >
      <LegalSections idPrefix="terms" sections={sections} />
    </LegalPageLayout>
  );
}
