import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton';
import { useGetProfileQuery } from '../../accountApi';
import { accountDetailsEditEnded, accountDetailsEditStarted, selectAccountDetailsMode } from '../profileUiSlice';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileView } from './ProfileView';

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
    return <ProfileEditForm profile={profile} onDone={() => dispatch(accountDetailsEditEnded())} />;
  }
  return <ProfileView profile={profile} onEdit={() => dispatch(accountDetailsEditStarted())} />;
}
