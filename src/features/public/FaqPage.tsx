import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import LegalPageLayout from './legal/LegalPageLayout';
import { registerLegalCatalogue } from './legal/legalCatalogue';

registerLegalCatalogue();

/** Keys under `faq` in the legal catalogue; each has a `question` and an `answer`. */
const faqItems = [
  'whatIsCampo',
  'cost',
  'buyTicket',
  'refund',
  'kitDelivery',
  'followAssociation',
  'teamChat',
  'associationSignup',
  'pictures',
  'language',
  'password',
  'deleteAccount',
] as const;

export default function FaqPage() {
  const { t } = useTranslation('legal');

  return (
    <LegalPageLayout title={t('faq.page.title')} intro={t('faq.page.intro')}>
      {faqItems.map((id) => (
        <Accordion key={id} disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-${id}-answer`}
            id={`faq-${id}-question`}
          >
            <Typography sx={{ fontWeight: 600 }}>{t(`faq.${id}.question`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{t(`faq.${id}.answer`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </LegalPageLayout>
  );
}
