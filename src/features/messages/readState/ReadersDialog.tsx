import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { PlainList, PlainListItem } from '../../../components/PlainList';
import { fullName, SenderAvatar } from '../chat/SenderAvatar';
import { useGetMessageReadersQuery, type ReadersArgs } from './readStateApi';

export interface ReadersDialogProps {
  /** The message asked about; null closes the dialog. */
  asked: ReadersArgs | null;
  onClose: () => void;
}

/** "Seen by": the other members who have read up to a message, asked from the server when it opens (lazy). */
export default function ReadersDialog({ asked, onClose }: ReadersDialogProps) {
  const { t } = useTranslation('messages');
  const open = asked !== null;
  return (
    <ModalDialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-readers-title">
      <DialogTitle id="chat-readers-title">{t('chat.readers.title')}</DialogTitle>
      <DialogContent>{asked && <Readers asked={asked} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.readers.close')}</Button>
      </DialogActions>
    </ModalDialog>
  );
}

function Readers({ asked }: { asked: ReadersArgs }) {
  const { t } = useTranslation('messages');
  const { data, isLoading, isFetching, error, refetch } = useGetMessageReadersQuery(asked);
  if (isLoading) {
    return (
      <div role="status" aria-label={t('chat.readers.loading')}>
        <LoadingSkeleton lines={3} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <>
        <Typography role="alert">{t('chat.readers.failed')}</Typography>
        <Button onClick={() => void refetch()} disabled={isFetching} sx={{ mt: 1 }}>
          {t('chat.readers.retry')}
        </Button>
      </>
    );
  }
  if (data.length === 0) return <Typography>{t('chat.readers.empty')}</Typography>;
  return (
    <PlainList data-testid="chat-readers">
      {data.map((contact) => {
        return (
          <PlainListItem key={contact._id}>
            <SenderAvatar contact={contact} />
            <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{fullName(contact)}</Typography>
          </PlainListItem>
        );
      })}
    </PlainList>
  );
}
