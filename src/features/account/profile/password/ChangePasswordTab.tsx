import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useChangePasswordMutation, type ChangePasswordBody } from '../../accountApi';
import { useFormField } from '../../../../lib/forms/useFormField';
import { SessionsSection } from '../sessions/SessionsSection';
import { changePasswordSchema, emptyChangePassword } from './changePasswordSchema';

const autoCompleteFor: Record<keyof ChangePasswordBody, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

export function ChangePasswordTab() {
  const { t } = useTranslation('account');
  const [changePassword] = useChangePasswordMutation();

  const formik = useFormik<ChangePasswordBody>({
    initialValues: emptyChangePassword,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, { resetForm }) => {
      const result = await changePassword(values);
      if (result.error) {
        toast.error(errorText(result.error) ?? { key: 'account:profile.password.failed' });
        return;
      }
      toast.success(result.data.message || { key: 'account:profile.password.changed' });
      resetForm();
    },
  });

  const formField = useFormField(formik, { idPrefix: 'password', ns: 'account' });
  const field = (name: keyof ChangePasswordBody) => (
    <TextField
      {...formField(name, t(`profile.password.${name}`))}
      type="password"
      autoComplete={autoCompleteFor[name]}
      required
      fullWidth
    />
  );

  return (
    <Stack spacing={6}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {t('profile.password.title')}
        </Typography>
        {field('oldPassword')}
        {field('newPassword')}
        {field('confirmPassword')}
        <Button
          type="submit"
          variant="contained"
          loading={formik.isSubmitting}
          loadingPosition="start"
          sx={{ justifySelf: { xs: 'stretch', sm: 'start' } }}
        >
          {formik.isSubmitting ? t('profile.password.submitting') : t('profile.password.submit')}
        </Button>
      </Box>
      <SessionsSection />
    </Stack>
  );
}
