import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../lib/store/hooks';
import { EmptyState } from '../../../../components/EmptyState';
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton';
import { useGetProfileQuery } from '../../accountApi';
import { accountDetailsEditEnded, accountDetailsEditStarted, selectAccountDetailsMode } from '../profileUiSlice';
import { ProfileView } from './ProfileView';

// The edit form (formik, yup, text fields, the picture dialog) loads when the user chooses to edit, not with the
// profile page.
const ProfileEditForm = lazy(() =>
  import(/* webpackChunkName: "profile-edit" */ './ProfileEditForm').then((module) => ({
    default: module.ProfileEditForm,
  })),
);

/** The account tab: view mode or edit mode, as the profile UI state says. */
export function AccountDetailsTab() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectAccountDetailsMode);
  const { data: profile, isLoading, refetch } = useGetProfileQuery();

  if (isLoading) return <LoadingSkeleton lines={6} />;
  if (!profile) {
    // As the event pages show a load that failed (EventLoadFailed): what happened and a retry.
    return (
      <EmptyState
        title={t('profile.details.loadFailed')}
        action={
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('profile.details.retry')}
          </Button>
        }
      />
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
