import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { ContactAvatar } from '../contacts/ContactAvatar';
import { fullName } from '../chat/SenderAvatar';
import { LogoAvatar } from '../LogoAvatar';
import type { Contact, Team } from '../messagesApi';

export interface TeamDetailDialogProps {
  team: Team | null;
  open: boolean;
  onClose: () => void;
}

function People({ people, label }: { people: Contact[]; label: string }) {
  return (
    <List dense aria-label={label} disablePadding>
      {people.map((person) => (
        <ListItem key={person._id} disableGutters>
          <ListItemAvatar>
            <ContactAvatar contact={person} />
          </ListItemAvatar>
          <ListItemText primary={fullName(person)} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The team detail dialog (SPEC section 2): logo, name, coach and members. Focus starts on Close and goes back to
 * the button that opened it (MUI's Dialog keeps focus inside while open).
 */
export function TeamDetailDialog({ team, open, onClose }: TeamDetailDialogProps) {
  const { t } = useTranslation('messages');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <ModalDialog
      open={open && team !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
    >
      {team && (
        <>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <LogoAvatar name={team.name} url={team.logo} />
            {team.name}
          </DialogTitle>
          <DialogContent dividers>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('team.coach')}
            </Typography>
            {team.coach ? (
              <People people={[team.coach]} label={t('team.coach')} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('team.noCoach')}
              </Typography>
            )}
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 2 }}>
              {t('team.membersCount', { count: team.members.length })}
            </Typography>
            <People people={team.members} label={t('team.members')} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('team.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}
