import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { ModalDialog } from '../../components/ModalDialog';
import ContactForm from '../../features/public/contact/ContactForm';
import { registerPublicCatalogue } from '../../features/public/publicCatalogue';
import { currentSessionFile } from '../../lib/qa/sessionContext';
import { useSessionRecorder } from './sessionRecorderContext';

registerPublicCatalogue();

/** What POST /api/contact takes as `session` (server/src/modules/contact/contact.schemas.ts, CONTACT_LIMITS). */
const MAX_SESSION_CHARACTERS = 800_000;

/** The contact form in a dialog, with the recorded session attached when the writer consents. */
export default function ReportProblemDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('public');
  const recorder = useSessionRecorder();
  const store = useStore();
  const sessionFile = recorder
    ? () => currentSessionFile(recorder, store.getState(), i18n.language, MAX_SESSION_CHARACTERS).text
    : undefined;

  return (
    <ModalDialog open={open} onClose={onClose} aria-labelledby="report-problem-title" fullWidth maxWidth="sm">
      <DialogTitle id="report-problem-title">{t('contact.report.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('contact.report.intro')}</DialogContentText>
        <ContactForm idPrefix="report-problem" sessionFile={sessionFile} onSent={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('contact.report.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
