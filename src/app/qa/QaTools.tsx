import Button from '@mui/material/Button';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { downloadJson } from '../../lib/qa/downloadJson';
import { currentSessionFile, sessionFileName } from '../../lib/qa/sessionContext';
import type { SessionRecorder } from '../../lib/qa/sessionRecorder';

const isExportShortcut = (event: KeyboardEvent) => event.ctrlKey && event.altKey && event.code === 'KeyE';

/** With QA tools switched on: a corner button and Ctrl+Alt+E download the session recorded so far. */
export default function QaTools({ recorder }: { recorder: SessionRecorder }) {
  const { t, i18n } = useTranslation();
  const store = useStore();

  const exportSession = useCallback(() => {
    const { file } = currentSessionFile(recorder, store.getState(), i18n.language);
    downloadJson(sessionFileName(file.campo.recordedAt), file);
  }, [i18n, recorder, store]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isExportShortcut(event)) return;
      event.preventDefault();
      exportSession();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [exportSession]);

  return (
    <Button
      variant="contained"
      color="secondary"
      size="small"
      onClick={exportSession}
      aria-keyshortcuts="Control+Alt+E"
      sx={{ position: 'fixed', left: 12, bottom: 12, zIndex: 'tooltip', boxShadow: 3 }}
    >
      {t('qa.exportSession')}
    </Button>
  );
}
