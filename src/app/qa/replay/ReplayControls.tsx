import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { actionLabel } from './actionLabel';
import type { LoadedReplay } from './loadSession';

interface ActionRowProps {
  index: number;
  label: string;
  selected: boolean;
  onJump: (position: number) => void;
}

const ActionRow = memo(function ActionRow({ index, label, selected, onJump }: ActionRowProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);
  return (
    <ListItemButton ref={ref} dense selected={selected} onClick={() => onJump(index)} aria-current={selected}>
      <ListItemText
        primary={`${index}. ${label}`}
        slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } } }}
      />
    </ListItemButton>
  );
});

export interface ReplayControlsProps {
  loaded: LoadedReplay;
  position: number;
  onJump: (position: number) => void;
  onHide: () => void;
  onOpenAnother: () => void;
}

/** The replay's panel: which file, which action, previous / next / slider, and every action to jump to. */
export function ReplayControls({ loaded, position, onJump, onHide, onOpenAnother }: ReplayControlsProps) {
  const { t } = useTranslation('qa');
  const { session, replay, fileName } = loaded;
  const count = replay.actions.length;
  const context = session.context;
  const current = position > 0 ? replay.actions[position - 1] : undefined;

  return (
    <Paper
      elevation={8}
      component="aside"
      aria-label={t('replay.controls')}
      data-replay-position={position}
      sx={{
        position: 'fixed',
        zIndex: 'tooltip',
        right: { xs: 0, sm: 16 },
        bottom: { xs: 0, sm: 16 },
        top: { sm: 16 },
        width: { xs: '100%', sm: 380 },
        maxHeight: { xs: '55vh', sm: 'none' },
        display: 'flex',
        flexDirection: 'column',
        p: 2,
        gap: 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h1">
          {t('replay.title')}
        </Typography>
        {/* The file picker that had the focus is gone once a file loads, and "show" is gone once shown. */}
        <Button size="small" onClick={onHide} autoFocus sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {t('replay.hide')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {fileName}
      </Typography>
      {context && (
        <Typography variant="caption" color="text.secondary">
          {t('replay.recorded', {
            date: formatDateTime(context.recordedAt),
            language: context.language,
            width: context.viewport?.width,
            height: context.viewport?.height,
            build: context.buildId,
          })}
          {context.droppedActions > 0 && ` ${t('replay.dropped', { count: context.droppedActions })}`}
        </Typography>
      )}
      <Typography variant="subtitle2" role="status">
        {position === 0 ? t('replay.start') : t('replay.position', { position, count })}
      </Typography>
      {current && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
          {actionLabel(current)}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" disabled={position === 0} onClick={() => onJump(position - 1)}>
          {t('replay.previous')}
        </Button>
        <Button variant="contained" disabled={position === count} onClick={() => onJump(position + 1)}>
          {t('replay.next')}
        </Button>
      </Stack>
      <Box sx={{ px: 1 }}>
        <Slider
          aria-label={t('replay.slider')}
          min={0}
          max={count}
          step={1}
          value={position}
          disabled={count === 0}
          onChange={(_event, value) => onJump(value)}
        />
      </Box>
      <Typography variant="subtitle2" component="h2">
        {t('replay.actions')}
      </Typography>
      <List dense disablePadding sx={{ flex: 1, minHeight: 80, overflowY: 'auto' }}>
        {replay.actions.map((action, index) => (
          <ActionRow
            key={index}
            index={index + 1}
            label={actionLabel(action)}
            selected={index + 1 === position}
            onJump={onJump}
          />
        ))}
      </List>
      <Button size="small" onClick={onOpenAnother}>
        {t('replay.openAnother')}
      </Button>
    </Paper>
  );
}
