import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errors';
import { toast } from '../../../lib/toast';
import { type ContactMessage, useSendContactMessageMutation } from '../contactApi';
import { useFormField } from '../../../lib/forms/useFormField';
import { contactSchema, emptyContactMessage } from './contactSchema';

export default function ContactForm() {
  const { t } = useTranslation('public');
  const [sendContactMessage] = useSendContactMessageMutation();

  const formik = useFormik<ContactMessage>({
    initialValues: emptyContactMessage,
    validationSchema: contactSchema,
    onSubmit: async (values, { resetForm }) => {
      const result = await sendContactMessage(contactSchema.cast(values));
      if (result.error) {
        // The typed input stays in the form so the visitor can try again.
        toast.error(errorText(result.error) ?? { key: 'public:contact.form.failed' });
        return;
      }
      toast.success(result.data.message || { key: 'public:contact.form.sent' });
      resetForm();
    },
  });

  const formField = useFormField(formik, { idPrefix: 'contact', ns: 'public' });
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
