import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton';
import { useGetProfileQuery } from '../../accountApi';
import { accountDetailsEditEnded, accountDetailsEditStarted, selectAccountDetailsMode } from '../profileUiSlice';
import { ProfileView } from './ProfileView';

// The edit form (formik, yup, text fields, the picture dialog) loads when the user chooses to edit, not with the
// profile page.
const ProfileEditForm = lazy(() =>
  import(/* webpackChunkName: "profile-edit" */ './ProfileEditForm').then((module) => ({ default: module.ProfileEditForm })),
);

/** The account tab: view mode or edit mode, as the profile UI state says. */
export function AccountDetailsTab() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectAccountDetailsMode);
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();

  if (isLoading) return <LoadingSkeleton lines={6} />;
  if (!profile) {
    return (
      <Alert
        severity={isError ? 'error' : 'info'}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('profile.details.retry')}
          </Button>
        }
      >
        {t('profile.details.loadFailed')}
      </Alert>
    );
  }
  if (mode === 'edit') {
    return (
      <Suspense fallback={<LoadingSkeleton lines={6} />}>
        <ProfileEditForm profile={profile} onDone={() => dispatch(accountDetailsEditEnded())} />
      </Suspense>
    );
  }
  return <ProfileView profile={profile} onEdit={() => dispatch(accountDetailsEditStarted())} />;
}
