import { object, string } from 'yup';
import type { ContactMessage } from '../contactApi';

/** Validation messages are `public` catalogue keys, translated when shown so a language switch updates them. */
export const contactErrorKeys = [
  'contact.form.nameRequired',
  'contact.form.emailRequired',
  'contact.form.emailInvalid',
  'contact.form.messageRequired',
] as const;

export type ContactErrorKey = (typeof contactErrorKeys)[number];

export function isContactErrorKey(value: unknown): value is ContactErrorKey {
  return contactErrorKeys.includes(value as ContactErrorKey);
}

export const contactSchema = object({
  name: string().trim().required('contact.form.nameRequired'),
  email: string().trim().required('contact.form.emailRequired').email('contact.form.emailInvalid'),
  message: string().trim().required('contact.form.messageRequired'),
});

export const emptyContactMessage: ContactMessage = { name: '', email: '', message: '' };
