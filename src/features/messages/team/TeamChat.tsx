import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { ChatView } from '../chat/ChatView';
import { useGetConversationQuery, type ConversationKey, type SendTarget } from '../messagesApi';
import { TeamDetailDialog } from './TeamDetailDialog';

export interface TeamChatProps {
  teamId: ObjectId;
  /** The team's name as the list showed it, until the conversation brings its details. */
  name: string;
  onBack: () => void;
}

/** A team's chat (its conversation brings total, messages and teamDetail) with the team detail dialog. */
export function TeamChat({ teamId, name, onBack }: TeamChatProps) {
  const { t } = useTranslation('messages');
  const [detailOpen, setDetailOpen] = useState(false);
  const key = useMemo<ConversationKey>(() => ({ kind: 'team', id: teamId }), [teamId]);
  const target = useMemo<SendTarget>(() => ({ kind: 'team', teamId }), [teamId]);
  // The same cache entry the chat loads; only the team's details are read here.
  const { team } = useGetConversationQuery(key, {
    selectFromResult: ({ data }) => ({ team: data?.teamDetail ?? null }),
  });
  return (
    <>
      <ChatView
        conversationKey={key}
        target={target}
        title={team?.name ?? name}
        backLabel={t('team.back')}
        onBack={onBack}
        headerAction={
          <IconButton aria-label={t('team.detail')} onClick={() => setDetailOpen(true)} disabled={!team}>
            <InfoOutlinedIcon />
          </IconButton>
        }
      />
      <TeamDetailDialog team={team} open={detailOpen} onClose={() => setDetailOpen(false)} />
    </>
  );
}
