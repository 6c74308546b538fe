import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { useResetPasswordMutation } from '../../authApi';
import { PasswordField } from '../form/PasswordField';
import { useFormField } from '../../../../lib/forms/useFormField';
import { recoveryPasswordSchema } from './recoverySchemas';
import { Notice } from '../../../../components/Notice';

export interface RecoveryPasswordStepProps {
  resetToken: string;
  onReset: () => void;
}

/** Step 3: the new password, twice; the reset token from step 2 authorises the change. */
export function RecoveryPasswordStep({ resetToken, onReset }: RecoveryPasswordStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [resetPassword] = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: recoveryPasswordSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await resetPassword({ resetToken, ...values });
      if (result.error) {
        setFailure(errorText(result.error) ?? t('common:messages.network.requestFailed'));
        return;
      }
      onReset();
    },
  });
  const fieldProps = useFormField(formik, { idPrefix: 'recovery', ns: 'auth' });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      <Typography>{t('recovery.password.intro')}</Typography>
      {failure && <Notice severity="error">{failure}</Notice>}
      <PasswordField
        {...fieldProps('password', t('recovery.password.newLabel'))}
        autoComplete="new-password"
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        {...fieldProps('confirmPassword', t('recovery.password.confirmLabel'))}
        autoComplete="new-password"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('recovery.password.saving') : t('recovery.password.submit')}
      </Button>
    </Box>
  );
}
