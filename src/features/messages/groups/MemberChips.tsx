import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RemovableTag } from '../../../components/RemovableTag';
import type { Contact } from '../groupsApi';
import { ContactAvatar, contactName } from '../contacts/ContactAvatar';

export interface MemberChipsProps {
  members: Contact[];
  onRemove: (contact: Contact) => void;
  describedBy?: string;
}

/** The chosen members as chips; a chip removes its person (click, Enter, Space, Delete or Backspace). */
export function MemberChips({ members, onRemove, describedBy }: MemberChipsProps) {
  const { t } = useTranslation('groups');
  if (members.length === 0) {
    return (
      <Typography color="text.secondary" aria-describedby={describedBy}>
        {t('form.noMembers')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-describedby={describedBy}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {members.map((member) => {
        const name = contactName(member);
        return (
          <li key={member._id}>
            <RemovableTag
              // Only a picture: initials would be text of the tag that its name ("Remove …") does not contain.
              avatar={member.picture ? <ContactAvatar contact={member} size={24} /> : undefined}
              label={name}
              aria-label={t('form.removeMember', { name })}
              onRemove={() => onRemove(member)}
            />
          </li>
        );
      })}
    </Box>
  );
}
