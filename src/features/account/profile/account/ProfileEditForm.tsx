import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { PROFILE_MOBILE_MAX, PROFILE_MOBILE_PREFIX_MAX } from '../../../../lib/constants';
import { useFormField } from '../../../../lib/forms/useFormField';
import { toast } from '../../../../lib/toast';
import { useUpdateProfileMutation, type Profile } from '../../accountApi';
import { ChangePictureButton } from './ChangePictureButton';
import { ProfileAvatar } from './ProfileAvatar';
import {
  profileEditSchema,
  profileEditValuesFrom,
  profileUpdateFrom,
  type ProfileEditValues,
} from './profileEditSchema';

export interface ProfileEditFormProps {
  profile: Profile;
  /** Cancel, or the update went through. */
  onDone: () => void;
}

/** Account details, edit mode: SPEC section 5's profile rules, checked on blur; the e-mail stays read-only. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const [updateProfile] = useUpdateProfileMutation();

  const formik = useFormik<ProfileEditValues>({
    initialValues: profileEditValuesFrom(profile),
    validationSchema: profileEditSchema,
    onSubmit: async (values) => {
      const result = await updateProfile(profileUpdateFrom(values));
      if (result.error) {
        const error = errorText(result.error);
        toast.error(
          error
            ? t('common:messages.profile.errorUpdatingProfileWithError', { error })
            : t('common:messages.profile.errorUpdatingProfile'),
        );
        return;
      }
      toast.success({ key: 'common:messages.profile.profileUpdated' });
      onDone();
    },
  });

  const formField = useFormField(formik, { idPrefix: 'profile', ns: 'account' });
  // Each TextField sets its own label after these props.
  const fieldProps = (field: keyof ProfileEditValues & string) => ({
    ...formField(field, ''),
    required: true,
    fullWidth: true,
  });

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ProfileAvatar profile={profile} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h5">
            {t('profile.edit.title')}
          </Typography>
        </Box>
        <ChangePictureButton />
      </Stack>

      <Box
        component="form"
        noValidate
        onSubmit={formik.handleSubmit}
        sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField {...fieldProps('firstName')} label={t('profile.edit.firstName')} autoComplete="given-name" />
        <TextField {...fieldProps('lastName')} label={t('profile.edit.lastName')} autoComplete="family-name" />
        <TextField
          id="profile-email"
          value={profile.email}
          label={t('profile.edit.email')}
          helperText={t('profile.edit.emailReadOnly')}
          slotProps={{ input: { readOnly: true } }}
          fullWidth
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', columnGap: 2 }}>
          <TextField
            {...fieldProps('mobilePrefix')}
            label={t('profile.edit.mobilePrefix')}
            autoComplete="tel-country-code"
            slotProps={{ htmlInput: { maxLength: PROFILE_MOBILE_PREFIX_MAX + 1, inputMode: 'tel' } }}
          />
          <TextField
            {...fieldProps('mobile')}
            label={t('profile.edit.mobile')}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { maxLength: PROFILE_MOBILE_MAX + 1, inputMode: 'tel' } }}
          />
        </Box>
        <TextField
          {...fieldProps('dob')}
          label={t('profile.edit.dob')}
          placeholder={t('profile.edit.dobHint')}
          autoComplete="bday"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField {...fieldProps('fiscalCode')} label={t('profile.edit.fiscalCode')} />
        <TextField {...fieldProps('address')} label={t('profile.edit.address')} autoComplete="street-address" />
        <Stack direction="row" spacing={2} sx={{ gridColumn: '1 / -1', justifyContent: 'flex-end', mt: 1 }}>
          <Button onClick={onDone} disabled={formik.isSubmitting}>
            {t('profile.edit.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formik.isSubmitting} loadingPosition="start">
            {formik.isSubmitting ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
