import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../../../i18n/LinkedText';
import { useFieldError } from '../../../../lib/forms/useFormField';
import { IDENTITY_DOCUMENT_ACCEPT, LOGO_ACCEPT } from './associationFileTypes';
import type { AssociationSignupValues } from './associationSignupValues';
import { FilePickerField } from './FilePickerField';

type DocumentsField = 'logo' | 'identityDocument' | 'acceptedPNPTNC';

/** Last step: logo, identity document and the consents. Files are checked as soon as they are picked. */
export function DocumentsStep({ formik }: { formik: FormikProps<AssociationSignupValues> }) {
  const { t } = useTranslation('associationSignup');

  const fieldError = useFieldError(formik, 'auth');
  const errorOf = (name: DocumentsField) => fieldError(name);
  const pick = (name: 'logo' | 'identityDocument') => async (file: File | null) => {
    await formik.setFieldValue(name, file);
    await formik.setFieldTouched(name, true);
  };
  const termsError = errorOf('acceptedPNPTNC');

  return (
    <Stack spacing={3}>
      <FilePickerField
        name="logo"
        label={t('files.logo')}
        hint={t('files.logoHint')}
        accept={LOGO_ACCEPT}
        file={formik.values.logo}
        error={errorOf('logo')}
        onPick={pick('logo')}
      />
      <FilePickerField
        name="identityDocument"
        label={t('files.identityDocument')}
        hint={t('files.identityDocumentHint')}
        accept={IDENTITY_DOCUMENT_ACCEPT}
        file={formik.values.identityDocument}
        error={errorOf('identityDocument')}
        onPick={pick('identityDocument')}
      />
      <FormControl error={Boolean(termsError)}>
        <FormControlLabel
          control={<Checkbox {...formik.getFieldProps({ name: 'acceptedNewsOffers', type: 'checkbox' })} />}
          label={t('consents.newsOffers')}
        />
        <FormControlLabel
          control={
            <Checkbox
              {...formik.getFieldProps({ name: 'acceptedPNPTNC', type: 'checkbox' })}
              required
              slotProps={{ input: { 'aria-describedby': 'association-terms-helper' } }}
            />
          }
          label={
            <LinkedText
              text={t('consents.terms')}
              elements={{
                privacy: <Link href="/privacy" target="_blank" rel="noopener" />,
                terms: <Link href="/terms" target="_blank" rel="noopener" />,
              }}
            />
          }
        />
        <FormHelperText id="association-terms-helper">{termsError ?? ' '}</FormHelperText>
      </FormControl>
    </Stack>
  );
}

// Sent from the last step: loads with it (AssociationSignupForm.tsx).
export { associationSignupFormData } from './associationSignupFormData';
