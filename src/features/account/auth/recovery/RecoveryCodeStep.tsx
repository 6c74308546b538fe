import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useRequestResetCodeMutation, useVerifyResetCodeMutation } from '../../authApi';
import { errorStatus } from '../form/errorStatus';
import { useFormField } from '../../../../lib/forms/useFormField';
import { RESET_CODE_LENGTH, recoveryCodeSchema } from './recoverySchemas';
import { Notice } from '../../../../components/Notice';

const CODE_EXPIRED_STATUS = 410;

export interface RecoveryCodeStepProps {
  email: string;
  onVerified: (resetToken: string) => void;
}

/** Step 2: the 6-digit code from the e-mail; an expired code can be replaced by a new one. */
export function RecoveryCodeStep({ email, onVerified }: RecoveryCodeStepProps) {
  const { t } = useTranslation(['login', 'common']);
  const [verifyCode] = useVerifyResetCodeMutation();
  const [requestCode, { isLoading: resending }] = useRequestResetCodeMutation();
  const [failure, setFailure] = useState<{ text: string; expired: boolean } | null>(null);

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: recoveryCodeSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await verifyCode({ email, code: recoveryCodeSchema.cast(values).code });
      if (result.error) {
        const expired = errorStatus(result.error) === CODE_EXPIRED_STATUS;
        const text = expired
          ? t('recovery.code.expired')
          : (errorText(result.error) ?? t('common:messages.network.requestFailed'));
        setFailure({ text, expired });
        toast.error(text);
        return;
      }
      onVerified(result.data.data.token);
    },
  });
  const fieldProps = useFormField(formik, { idPrefix: 'recovery', ns: 'auth' });

  const resend = async () => {
    const result = await requestCode({ email });
    if (result.error) {
      setFailure({ text: errorText(result.error) ?? t('common:messages.network.requestFailed'), expired: true });
      return;
    }
    setFailure(null);
    formik.resetForm();
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      <Typography>{t('recovery.code.intro', { email })}</Typography>
      {failure && (
        <Notice
          severity="error"
          action={
            failure.expired ? (
              <Button color="inherit" size="small" onClick={resend} loading={resending}>
                {t('recovery.code.resend')}
              </Button>
            ) : undefined
          }
        >
          {failure.text}
        </Notice>
      )}
      <TextField
        {...fieldProps('code', t('recovery.code.label'))}
        autoComplete="one-time-code"
        required
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: RESET_CODE_LENGTH } }}
      />
      <Button type="submit" variant="contained" loading={formik.isSubmitting}>
        {formik.isSubmitting ? t('recovery.code.checking') : t('recovery.code.submit')}
      </Button>
    </Box>
  );
}
