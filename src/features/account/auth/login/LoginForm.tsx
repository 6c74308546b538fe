import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import LoginIcon from '@mui/icons-material/Login';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useAppDispatch } from '../../../../lib/store/hooks';
import type { LoginCredentials } from '../../authApi';
import { PasswordField } from '../form/PasswordField';
import { lazySchema } from '../../../../lib/forms/lazySchema';
import { useFormField } from '../../../../lib/forms/useFormField';
import { useCompleteLogin } from './useCompleteLogin';
import { Notice } from '../../../../components/Notice';

const emptyCredentials: LoginCredentials = { email: '', password: '' };
const loginValidation = lazySchema(() =>
  import(/* webpackChunkName: "login-schema" */ './loginSchema').then((module) => module.loginSchema),
);
// The API (RTK Query and the auth endpoints, about 20 KiB) loads when the form is first sent, not with the page:
// the login page renders and takes input before it arrives.
const loadAuthApi = () => import(/* webpackChunkName: "auth-api" */ '../../authApi').then((module) => module.authApi);

export function LoginForm() {
  const { t } = useTranslation(['login', 'common']);
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<LoginCredentials>({
    initialValues: emptyCredentials,
    validate: loginValidation.validate,
    onSubmit: async (values) => {
      setFailure(null);
      const [authApi, schema] = await Promise.all([loadAuthApi(), loginValidation.load()]);
      const request = dispatch(authApi.endpoints.login.initiate(schema.cast(values)));
      const result = await request;
      request.reset();
      if (result.error) {
        const text = errorText(result.error) ?? t('common:messages.network.requestFailed');
        // Once, inline: the alert is announced, and a toast repeating it would be read twice.
        setFailure(text);
        return;
      }
      const { user } = result.data.data;
      toast.success({ key: 'login:form.success', values: { name: user.firstName } });
      completeLogin(result.data.data);
    },
  });
  const fieldProps = useFormField(formik, { idPrefix: 'login', ns: 'auth' });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      {failure && (
        <Notice severity="error" sx={{ mb: 1 }}>
          {failure}
        </Notice>
      )}
      <TextField
        {...fieldProps('email', t('form.emailLabel'))}
        type="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        {...fieldProps('password', t('form.passwordLabel'))}
        autoComplete="current-password"
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formik.isSubmitting}
        loadingPosition="start"
        startIcon={<LoginIcon />}
      >
        {formik.isSubmitting ? t('form.submitting') : t('form.submit')}
      </Button>
    </Box>
  );
}
