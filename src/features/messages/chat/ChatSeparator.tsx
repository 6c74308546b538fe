import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

/** A line with a label between messages: the day (DD/MM/YYYY) or "New messages". */
export function ChatSeparator({ label, accent = false, testId }: { label: string; accent?: boolean; testId: string }) {
  return (
    <Divider
      role="separator"
      aria-label={label}
      data-testid={testId}
      sx={{ px: { xs: 1, sm: 2 }, py: 0.5, ...(accent && { '&::before, &::after': { borderColor: 'primary.main' } }) }}
    >
      <Typography variant="caption" sx={{ color: accent ? 'primary.main' : 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
    </Divider>
  );
}
