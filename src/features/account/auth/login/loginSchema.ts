import { object, string } from 'yup';
import { emailRule } from '../form/authRules';
import { message } from '../validationMessages';

// At login the password is only required: the length rule belongs to choosing one.
export const loginSchema = object({
  email: emailRule(),
  password: string().required(message('passwordRequired')),
});
