import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadProblem } from './loadSession';
import { Notice } from '../../../components/Notice';

export interface SessionFilePickerProps {
  onFile: (file: File) => void;
  reading: boolean;
  problem?: LoadProblem;
}

/** The replay page before a session is loaded: a drop zone, a file picker and what was wrong with the last file. */
export function SessionFilePicker({ onFile, reading, problem }: SessionFilePickerProps) {
  const { t } = useTranslation('qa');
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) onFile(file);
  };

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('replay.title')}
        </Typography>
        <Typography color="text.secondary">{t('replay.intro')}</Typography>
        <Box
          data-testid="replay-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 2,
            minHeight: 200,
            p: 3,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            textAlign: 'center',
          }}
        >
          <Typography>{t('replay.dropZone')}</Typography>
          <Button variant="contained" component="label" disabled={reading}>
            {t('replay.choose')}
            <input
              hidden
              type="file"
              accept="application/json,.json"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
          </Button>
          {reading && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} />
              <Typography>{t('replay.reading')}</Typography>
            </Stack>
          )}
        </Box>
        {problem && (
          <Notice severity="error" role="alert">
            {problem.kind === 'notJson' && t('replay.errors.notJson')}
            {problem.kind === 'damaged' && t('replay.errors.damaged', { reason: problem.reason })}
            {problem.kind === 'action' && t('replay.errors.action', { index: problem.index })}
          </Notice>
        )}
      </Stack>
    </Container>
  );
}
