import { createContext, useContext } from 'react';
import type { SessionRecorder } from '../../lib/qa/sessionRecorder';

/** The page's session recorder (index.tsx makes one per page): Report a problem and the QA export read it. */
export const SessionRecorderContext = createContext<SessionRecorder | undefined>(undefined);

export const useSessionRecorder = () => useContext(SessionRecorderContext);
