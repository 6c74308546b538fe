import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden';

/** A thread's or team's unread count ("3"), read out in full; nothing when all is read. */
export function UnreadChip({ count }: { count: number }) {
  const { t } = useTranslation('messages');
  if (count <= 0) return null;
  return (
    <Box
      component="span"
      data-testid="unread"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 24,
        height: 24,
        px: 0.75,
        borderRadius: 12,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        flexShrink: 0,
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('inbox.unread', { count })}
      </Box>
    </Box>
  );
}
