import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerQaCatalogue } from './qaCatalogue';
import { LoadFailed, loadSession, type LoadedReplay, type LoadProblem } from './loadSession';
import { ReplayControls } from './ReplayControls';
import { ReplayedScreen } from './ReplayedScreen';
import { SessionFilePicker } from './SessionFilePicker';
import { comparableState } from './replayStore';

registerQaCatalogue();

declare global {
  interface Window {
    /** Only while /qa/replay shows a session: what a journey reads to compare the replay with the recording. */
    campoReplay?: { position: number; length: number; url: string; state: () => unknown };
  }
}

/**
 * /qa/replay (QA tools switched on): loads an exported session into a store of its own and steps through it,
 * showing the app's screen as the user saw it at each action.
 */
export default function QaReplayPage() {
  const { t } = useTranslation('qa');
  const [loaded, setLoaded] = useState<LoadedReplay>();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<LoadProblem>();
  const [position, setPosition] = useState(0);
  const [controlsShown, setControlsShown] = useState(true);

  const openFile = useCallback(async (file: File) => {
    setReading(true);
    setProblem(undefined);
    try {
      setLoaded(await loadSession(file));
      setPosition(0);
      setControlsShown(true);
    } catch (error) {
      setProblem(error instanceof LoadFailed ? error.problem : { kind: 'damaged', reason: String(error) });
    } finally {
      setReading(false);
    }
  }, []);

  const jump = useCallback(
    (wanted: number) => {
      if (!loaded) return;
      loaded.replay.show(wanted);
      setPosition(loaded.replay.position());
    },
    [loaded],
  );

  const url = loaded?.replay.urlAt(position);
  useEffect(() => {
    if (!loaded || url === undefined) return;
    const { replay } = loaded;
    window.campoReplay = {
      position,
      length: replay.actions.length,
      url,
      state: () => comparableState(replay.store.getState()),
    };
    return () => {
      delete window.campoReplay;
    };
  }, [loaded, position, url]);

  if (!loaded || url === undefined) {
    return <SessionFilePicker onFile={(file) => void openFile(file)} reading={reading} problem={problem} />;
  }
  return (
    <>
      <ReplayedScreen replay={loaded.replay} url={url} />
      {controlsShown ? (
        <ReplayControls
          loaded={loaded}
          position={position}
          onJump={jump}
          onHide={() => setControlsShown(false)}
          onOpenAnother={() => setLoaded(undefined)}
        />
      ) : (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          onClick={() => setControlsShown(true)}
          autoFocus
          sx={{ position: 'fixed', left: 12, bottom: 12, zIndex: 'tooltip', boxShadow: 3 }}
        >
          {t('replay.show')}
        </Button>
      )}
    </>
  );
}
