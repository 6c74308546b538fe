import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { type ContactMessage, useSendContactMessageMutation } from '../contactApi';
import { useFormField } from '../../../lib/forms/useFormField';
import { lazySchema } from '../../../lib/forms/lazySchema';

const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };
const contactValidation = lazySchema(() =>
  import(/* webpackChunkName: "contact-schema" */ './contactSchema').then((module) => module.contactSchema),
);

export interface ContactFormProps {
  /** Ids of the fields start with it (two forms on one page: the contact page and Report a problem). */
  idPrefix?: string;
  /** Report a problem: the recorded session's file, sent only when the writer ticks consent. */
  sessionFile?: () => string;
  onSent?: () => void;
}

export default function ContactForm({ idPrefix = 'contact', sessionFile, onSent }: ContactFormProps) {
  const { t } = useTranslation('public');
  const [sendContactMessage] = useSendContactMessageMutation();
  const [attachSession, setAttachSession] = useState(false);

  const formik = useFormik<ContactMessage>({
    initialValues: emptyContactMessage,
    validate: contactValidation.validate,
    onSubmit: async (values, { resetForm }) => {
      const message = (await contactValidation.load()).cast(values);
      const result = await sendContactMessage(
        sessionFile && attachSession ? { ...message, session: sessionFile() } : message,
      );
      if (result.error) {
        // The typed input stays in the form so the visitor can try again.
        toast.error(errorText(result.error) ?? { key: 'public:contact.form.failed' });
        return;
      }
      toast.success(result.data.message || { key: 'public:contact.form.sent' });
      resetForm();
      setAttachSession(false);
      onSent?.();
    },
  });

  const formField = useFormField(formik, { idPrefix, ns: 'public' });
  // Each TextField sets its own label after these props.
  const fieldProps = (field: keyof ContactMessage & string) => formField(field, '');

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      <TextField {...fieldProps('name')} label={t('contact.form.nameLabel')} autoComplete="name" required fullWidth />
      <TextField
        {...fieldProps('email')}
        type="email"
        label={t('contact.form.emailLabel')}
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...fieldProps('message')}
        label={t('contact.form.messageLabel')}
        required
        fullWidth
        multiline
        minRows={5}
      />
      {sessionFile && (
        <FormControlLabel
          control={<Checkbox checked={attachSession} onChange={(event) => setAttachSession(event.target.checked)} />}
          label={t('contact.report.consent')}
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formik.isSubmitting}
        loadingPosition="start"
        startIcon={<SendIcon />}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
      >
        {formik.isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </Box>
  );
}
