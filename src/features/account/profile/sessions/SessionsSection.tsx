import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton';
import { PlainList } from '../../../../components/PlainList';
import { toast } from '../../../../lib/toast';
import { useEndOtherSessionsMutation, useGetSessionsQuery } from '../../sessionsApi';
import { SessionItem } from './SessionItem';
import { Notice } from '../../../../components/Notice';

/** "Where you are logged in": the member's sessions, each of the others can be ended, or all of them at once. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const { data: sessions, isLoading, refetch } = useGetSessionsQuery();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherSessionsMutation();
  const [asking, setAsking] = useState(false);
  const hasOthers = sessions?.some((session) => !session.current) ?? false;

  const confirmEndOthers = async () => {
    const result = await endOthers();
    setAsking(false);
    if (result.error) toast.error(errorText(result.error) ?? { key: 'account:profile.sessions.endOthersFailed' });
    else toast.success({ key: 'account:profile.sessions.endedOthers', values: { count: result.data.ended } });
  };

  let content: React.ReactNode;
  if (isLoading) {
    content = <LoadingSkeleton lines={3} />;
  } else if (!sessions) {
    content = (
      <Notice
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('profile.sessions.retry')}
          </Button>
        }
      >
        {t('profile.sessions.loadFailed')}
      </Notice>
    );
  } else {
    content = (
      <>
        <PlainList>
          {sessions.map((session) => (
            <SessionItem key={session._id} session={session} />
          ))}
        </PlainList>
        {hasOthers ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking(true)}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('profile.sessions.endOthers')}
          </Button>
        ) : (
          <Typography color="text.secondary">{t('profile.sessions.onlyThisDevice')}</Typography>
        )}
      </>
    );
  }

  return (
    <Stack component="section" aria-labelledby="sessions-title" spacing={2} sx={{ maxWidth: 640 }}>
      <Typography id="sessions-title" component="h2" variant="h5">
        {t('profile.sessions.title')}
      </Typography>
      <Typography color="text.secondary">{t('profile.sessions.intro')}</Typography>
      {content}
      <ConfirmDialog
        open={asking}
        title={t('profile.sessions.confirmTitle')}
        body={t('profile.sessions.confirmBody')}
        confirmLabel={t('profile.sessions.confirm')}
        cancelLabel={t('profile.sessions.cancel')}
        onConfirm={() => void confirmEndOthers()}
        onCancel={() => setAsking(false)}
        destructive
        busy={endingOthers}
      />
    </Stack>
  );
}
