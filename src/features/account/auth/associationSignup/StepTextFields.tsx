import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../form/PasswordField';
import { useFormField } from '../../../../lib/forms/useFormField';
import type { AssociationSignupValues } from './associationSignupValues';
import type { TextFieldSpec } from './associationStepFields';
import { FormGrid, FormGridCell } from '../../../../components/FormGrid';

export interface StepTextFieldsProps {
  formik: FormikProps<AssociationSignupValues>;
  fields: TextFieldSpec[];
}

/** One step's text fields; the first takes the focus when the step opens. */
export function StepTextFields({ formik, fields }: StepTextFieldsProps) {
  const { t } = useTranslation(['associationSignup', 'auth']);
  const fieldProps = useFormField(formik, { idPrefix: 'association', ns: 'auth' });

  return (
    <FormGrid>
      {fields.map((spec, index) => {
        const props = {
          ...fieldProps(spec.name, t(`fields.${spec.name}`)),
          required: spec.required,
          autoComplete: spec.autoComplete,
          autoFocus: index === 0,
          fullWidth: true,
        };
        return (
          <FormGridCell key={spec.name} span={spec.half ? { xs: 12, sm: 6 } : 12}>
            {spec.type === 'password' ? (
              <PasswordField {...props} />
            ) : (
              <TextField
                {...props}
                type={spec.type}
                multiline={spec.multiline}
                minRows={spec.multiline ? 3 : undefined}
                placeholder={spec.placeholderDate ? t('auth:common.dateHint') : undefined}
              />
            )}
          </FormGridCell>
        );
      })}
    </FormGrid>
  );
}
