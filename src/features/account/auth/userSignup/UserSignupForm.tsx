import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useUserSignupMutation } from '../../authApi';
import { PasswordField } from '../form/PasswordField';
import { useFormField } from '../../../../lib/forms/useFormField';
import { AssociationsField } from './AssociationsField';
import { CurrentPositionButton } from './CurrentPositionButton';
import { userSignupFormData } from './userSignupFormData';
import { lazySchema } from '../../../../lib/forms/lazySchema';
import type { UserSignupValues } from './userSignupSchema';
import { FormGrid, FormGridCell } from '../../../../components/FormGrid';
import { Notice } from '../../../../components/Notice';

const emptyUserSignup: UserSignupValues = {
  firstName: '',
  lastName: '',
  mobilePrefix: '39',
  mobile: '',
  dob: '',
  fiscalCode: '',
  email: '',
  password: '',
  confirmPassword: '',
  address: '',
  lat: null,
  lng: null,
  associations: [],
};
const userSignupValidation = lazySchema(() =>
  import(/* webpackChunkName: "user-signup-schema" */ './userSignupSchema').then((module) => module.userSignupSchema),
);

export interface UserSignupFormProps {
  onSignedUp: (email: string) => void;
}

export function UserSignupForm({ onSignedUp }: UserSignupFormProps) {
  const { t } = useTranslation(['userSignup', 'auth', 'common']);
  const [signup] = useUserSignupMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<UserSignupValues>({
    initialValues: emptyUserSignup,
    validate: userSignupValidation.validate,
    onSubmit: async (values) => {
      setFailure(null);
      const clean = (await userSignupValidation.load()).cast(values);
      const result = await signup(userSignupFormData(clean));
      if (result.error) {
        const text = errorText(result.error) ?? t('common:messages.network.requestFailed');
        setFailure(text);
        toast.error(text);
        return;
      }
      onSignedUp(clean.email);
    },
  });
  const fieldProps = useFormField(formik, { idPrefix: 'usersignup', ns: 'auth' });
  const { lat, lng } = formik.values;

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      {failure && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {failure}
        </Notice>
      )}
      <FormGrid>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('firstName', t('fields.firstName'))}
            autoComplete="given-name"
            required
            fullWidth
            autoFocus
          />
        </FormGridCell>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('lastName', t('fields.lastName'))} autoComplete="family-name" required fullWidth />
        </FormGridCell>
        <FormGridCell span={{ xs: 4, sm: 3 }}>
          <TextField
            {...fieldProps('mobilePrefix', t('fields.mobilePrefix'))}
            autoComplete="tel-country-code"
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </FormGridCell>
        <FormGridCell span={{ xs: 8, sm: 9 }}>
          <TextField
            {...fieldProps('mobile', t('fields.mobile'))}
            type="tel"
            autoComplete="tel-national"
            required
            fullWidth
          />
        </FormGridCell>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <TextField
            {...fieldProps('dob', t('fields.dob'))}
            placeholder={t('auth:common.dateHint')}
            autoComplete="bday"
            required
            fullWidth
          />
        </FormGridCell>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <TextField {...fieldProps('fiscalCode', t('fields.fiscalCode'))} fullWidth />
        </FormGridCell>
        <FormGridCell span={12}>
          <TextField {...fieldProps('email', t('fields.email'))} type="email" autoComplete="email" required fullWidth />
        </FormGridCell>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <PasswordField
            {...fieldProps('password', t('fields.password'))}
            autoComplete="new-password"
            required
            fullWidth
          />
        </FormGridCell>
        <FormGridCell span={{ xs: 12, sm: 6 }}>
          <PasswordField
            {...fieldProps('confirmPassword', t('fields.confirmPassword'))}
            autoComplete="new-password"
            required
            fullWidth
          />
        </FormGridCell>
        <FormGridCell span={12}>
          <TextField {...fieldProps('address', t('fields.address'))} autoComplete="street-address" required fullWidth />
        </FormGridCell>
        <FormGridCell span={12} mb={2}>
          <CurrentPositionButton
            position={lat !== null && lng !== null ? { lat, lng } : null}
            onChange={(position) =>
              formik.setValues({ ...formik.values, lat: position?.lat ?? null, lng: position?.lng ?? null }, false)
            }
          />
        </FormGridCell>
        <FormGridCell span={12} mb={2}>
          <AssociationsField
            value={formik.values.associations}
            onChange={(ids) => formik.setFieldValue('associations', ids, false)}
          />
        </FormGridCell>
      </FormGrid>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={formik.isSubmitting}
        loadingPosition="start"
        startIcon={<PersonAddIcon />}
      >
        {formik.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </Box>
  );
}
