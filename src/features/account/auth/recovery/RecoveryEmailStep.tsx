import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { useRequestResetCodeMutation } from '../../authApi';
import { useFormField } from '../../../../lib/forms/useFormField';
import { recoveryEmailSchema } from './recoverySchemas';
import { Notice } from '../../../../components/Notice';

export interface RecoveryEmailStepProps {
  initialEmail: string;
  onCodeSent: (email: string) => void;
}

/** Step 1: the account's e-mail; the server mails a 6-digit code (and answers the same for any address). */
export function RecoveryEmailStep({ initialEmail, onCodeSent }: RecoveryEmailStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [requestCode] = useRequestResetCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: recoveryEmailSchema,
    onSubmit: async (values) => {
      const { email } = recoveryEmailSchema.cast(values);
      setFailure(null);
      const result = await requestCode({ email });
      if (result.error) {
        setFailure(errorText(result.error) ?? t('common:messages.network.requestFailed'));
        return;
      }
      onCodeSent(email);
    },
  });
  const fieldProps = useFormField(formik, { idPrefix: 'recovery', ns: 'auth' });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      <Typography>{t('recovery.email.intro')}</Typography>
      {failure && <Notice severity="error">{failure}</Notice>}
      <TextField
        {...fieldProps('email', t('recovery.email.label'))}
        type="email"
        autoComplete="email"
        required
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('recovery.email.sending') : t('recovery.email.submit')}
      </Button>
    </Box>
  );
}
