import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettledSearchField } from '../../../components/SettledSearchField';
import { Tag } from '../../../components/Tag';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { ContactAvatar, contactName } from '../contacts/ContactAvatar';
import { useGetGroupMembersQuery, type Contact, type Group } from '../groupsApi';

export interface GroupMembersProps {
  group: Group;
  /** The user's own id, when the session knows it. */
  meId: string | undefined;
  onRemove: (member: Contact) => void;
}

/** The members of a group with a name search; its owner may remove anyone but themself. */
export function GroupMembers({ group, meId, onRemove }: GroupMembersProps) {
  const { t } = useTranslation('groups');
  // Set once the field's text has settled: a key renders the field, not the list.
  const [search, setSearch] = useState('');
  const name = search.trim();
  const { data, error, isFetching } = useGetGroupMembersQuery({ groupId: group._id, name });
  useListErrorToast(error);
  const title = t('detail.membersTitle');
  const ownerId = group.owner?._id;
  // Until the list loads, the group's own member list stands in (it is the same list, unsearched).
  const members = data?.members ?? (name ? undefined : group.members);

  return (
    <Box component="section" aria-labelledby="group-members-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="group-members-title" component="h2" variant="h5">
          {title}
        </Typography>
        <Typography color="text.secondary">{t('detail.memberCount', { count: group.members.length })}</Typography>
      </Box>
      <SettledSearchField
        value={name}
        onSearch={setSearch}
        label={t('detail.searchMembers')}
        fullWidth
        sx={{ mb: 1, maxWidth: 480 }}
      />
      {members === undefined ? (
        <Box role="status" aria-busy="true" aria-label={title} sx={{ py: 1 }}>
          {[0, 1, 2].map((index) => (
            <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton variant="text" width="40%" />
            </Box>
          ))}
        </Box>
      ) : members.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ py: 2 }}>
          {t('detail.noMembersMatch')}
        </Typography>
      ) : (
        <List aria-label={title} aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, maxWidth: 720 }}>
          {members.map((member) => {
            const memberName = contactName(member);
            const removable = group.isOwner && member._id !== ownerId;
            return (
              <ListItem
                key={member._id}
                divider
                secondaryAction={
                  removable && (
                    <IconButton
                      edge="end"
                      aria-label={t('detail.remove', { name: memberName })}
                      onClick={() => onRemove(member)}
                    >
                      <PersonRemoveIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemAvatar>
                  <ContactAvatar contact={member} />
                </ListItemAvatar>
                <ListItemText
                  primary={memberName}
                  secondary={
                    (member._id === ownerId || member._id === meId) && (
                      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, mt: 0.5 }}>
                        {member._id === ownerId && <Tag color="primary" label={t('detail.ownerBadge')} />}
                        {member._id === meId && <Tag variant="outlined" label={t('detail.you')} />}
                      </Box>
                    )
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
