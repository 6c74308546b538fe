import { object, string } from 'yup';

/** Messages are `public` catalogue keys, translated where shown by lib/forms/useFormField. */
export const contactSchema = object({
  name: string().trim().required('contact.form.nameRequired'),
  email: string().trim().required('contact.form.emailRequired').email('contact.form.emailInvalid'),
  message: string().trim().required('contact.form.messageRequired'),
});
