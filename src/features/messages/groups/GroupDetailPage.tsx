import { AvatarPicture } from '../../../components/AvatarPicture';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/Chat';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { selectSessionUser } from '../../../session/sessionSlice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { toast } from '../../../lib/toast';
import { contactName } from '../contacts/ContactAvatar';
import {
  useDeleteGroupMutation,
  useGetGroupQuery,
  useRemoveGroupMemberMutation,
  type Contact,
  type Group,
} from '../groupsApi';
import { registerGroupsCatalogue } from './groupsCatalogue';
import { threadOpened } from '../messagesUiSlice';
import { GroupMembers } from './GroupMembers';
import { GroupUnavailable } from './GroupUnavailable';
import { MESSAGES_TAB_LINK } from './messagesTabLink';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';

registerGroupsCatalogue();

/** What is about to go: a member the owner removes, the user leaving, or (the owner) the whole group. */
type Departure = { kind: 'remove'; member: Contact } | { kind: 'leave'; member: Contact } | { kind: 'delete' };

/**
 * /group/detail/:id: logo, name, description and members; a member opens its chat; the owner edits, removes
 * members and deletes it, a member may leave.
 */
export default function GroupDetailPage() {
  const { t } = useTranslation('groups');
  const { id = '' } = useParams();
  // The first answer renders in React's slices (docs/CONVENTIONS.md, "a page's content from its query").
  const { data: group, error, isLoading, refetch } = useFirstAnswerDeferred(useGetGroupQuery(id, { skip: !id }));
  // A group deleted or left while shown is read again (live) and answers 404 or 403: the old copy goes.
  const gone = error && 'status' in error && (error.status === 403 || error.status === 404);

  let content: React.ReactNode;
  if (isLoading) content = <LoadingSkeleton banner lines={5} />;
  else if (!group || gone) content = <GroupUnavailable error={error} onRetry={() => void refetch()} />;
  else content = <GroupView group={group} />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={MESSAGES_TAB_LINK} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('detail.back')}
      </Button>
      {content}
    </Container>
  );
}

function GroupView({ group }: { group: Group }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const meId = useAppSelector(selectSessionUser)?.id;
  const me = group.members.find((member) => member._id === meId);
  // The question keeps its words while the dialog fades out, so `asking` closes it and `departure` stays.
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (next: Departure) => {
    setDeparture(next);
    setAsking(true);
  };
  const [removeMember, { isLoading: removing }] = useRemoveGroupMemberMutation();
  const [deleteGroup, { isLoading: deleting }] = useDeleteGroupMutation();

  /** The Messages tab with this group's chat open, as the inbox opens it. */
  function openChat() {
    dispatch(
      threadOpened({ threadId: group._id, type: 'Group', name: group.name, groupId: group._id, contactId: null }),
    );
    void navigate(MESSAGES_TAB_LINK);
  }

  async function confirmDelete() {
    const result = await deleteGroup(group._id);
    setAsking(false);
    if (result.error) {
      toast.error(errorText(result.error) ?? t('detail.deleteFailed'));
      return;
    }
    toast.success(result.data.message || t('detail.deleted'));
    void navigate(MESSAGES_TAB_LINK);
  }

  async function confirmDeparture() {
    if (!departure) return;
    if (departure.kind === 'delete') return confirmDelete();
    const leaving = departure.kind === 'leave';
    const result = await removeMember({ groupId: group._id, memberId: departure.member._id, leaving });
    setAsking(false);
    if (result.error) {
      toast.error(errorText(result.error) ?? t(leaving ? 'detail.leaveFailed' : 'detail.removeFailed'));
      return;
    }
    toast.success(result.data.message || t(leaving ? 'detail.left' : 'detail.removed'));
    if (leaving) void navigate(MESSAGES_TAB_LINK);
  }

  const departingName = departure && departure.kind !== 'delete' ? contactName(departure.member) : '';
  const question = {
    leave: {
      title: t('detail.confirmLeaveTitle', { group: group.name }),
      body: t('detail.confirmLeaveText'),
      confirm: t('detail.confirmLeave'),
    },
    delete: {
      title: t('detail.confirmDeleteTitle', { group: group.name }),
      body: t('detail.confirmDeleteText'),
      confirm: t('detail.confirmDelete'),
    },
    remove: {
      title: t('detail.confirmRemoveTitle', { name: departingName }),
      body: t('detail.confirmRemoveText', { name: departingName }),
      confirm: t('detail.confirmRemove'),
    },
  }[departure?.kind ?? 'remove'];
  const busy = removing || deleting;

  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <AvatarPicture
          src={group.logo ?? undefined}
          alt={t('detail.logoAlt', { name: group.name })}
          variant="rounded"
          sx={{ width: 112, height: 112, bgcolor: 'primary.main' }}
        >
          <GroupsIcon sx={{ fontSize: 64 }} />
        </AvatarPicture>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="pageTitle" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          {group.owner && (
            <Typography color="text.secondary">{t('detail.owner', { name: contactName(group.owner) })}</Typography>
          )}
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignSelf: { xs: 'flex-start', sm: 'center' }, justifyContent: { sm: 'flex-end' } }}
        >
          <Button variant="contained" startIcon={<ChatIcon />} onClick={openChat}>
            {t('detail.openChat')}
          </Button>
          {group.isOwner ? (
            <>
              <Button
                component={RouterLink}
                to={`/group/create/${group._id}`}
                variant="outlined"
                startIcon={<EditIcon />}
              >
                {t('detail.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => ask({ kind: 'delete' })}
              >
                {t('detail.delete')}
              </Button>
            </>
          ) : (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LogoutIcon />}
              disabled={!me}
              onClick={() => me && ask({ kind: 'leave', member: me })}
            >
              {t('detail.leave')}
            </Button>
          )}
        </Stack>
      </Stack>
      {group.description && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: 720 }}>
          {group.description}
        </Typography>
      )}
      <GroupMembers group={group} meId={meId} onRemove={(member) => ask({ kind: 'remove', member })} />
      <ConfirmDialog
        open={asking}
        destructive
        busy={busy}
        title={question.title}
        body={question.body}
        confirmLabel={question.confirm}
        cancelLabel={t('detail.cancel')}
        onConfirm={() => void confirmDeparture()}
        onCancel={() => !busy && setAsking(false)}
      />
    </Stack>
  );
}
