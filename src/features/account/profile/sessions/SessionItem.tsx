import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { PlainListItem } from '../../../../components/PlainList';
import { Tag } from '../../../../components/Tag';
import { formatDateTime } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useEndSessionMutation, type AccountSession } from '../../sessionsApi';

/** One place the member is logged in: the device, when it was last used, and "End" unless it is this one. */
export function SessionItem({ session }: { session: AccountSession }) {
  const { t } = useTranslation('account');
  const [endSession, { isLoading: ending }] = useEndSessionMutation();
  const device = session.device ?? t('profile.sessions.unknownDevice');

  const end = async () => {
    const result = await endSession(session._id);
    if (result.error) toast.error(errorText(result.error) ?? { key: 'account:profile.sessions.endFailed' });
    else toast.success({ key: 'account:profile.sessions.ended' });
  };

  return (
    <PlainListItem sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <DevicesIcon aria-hidden color="action" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{device}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) })}
        </Typography>
      </Box>
      {session.current ? (
        <Tag label={t('profile.sessions.thisDevice')} color="primary" variant="outlined" />
      ) : (
        <Button
          variant="outlined"
          size="small"
          color="error"
          disabled={ending}
          onClick={() => void end()}
          aria-label={t('profile.sessions.endLabel', { device })}
        >
          {t('profile.sessions.end')}
        </Button>
      )}
    </PlainListItem>
  );
}
