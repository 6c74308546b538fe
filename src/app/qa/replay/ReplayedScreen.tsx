import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../providers';
import { AppRoutes } from '../../router';
import type { Replay } from './replayStore';

/**
 * The app's routes as the user saw them: the replay store in their Provider, and a MemoryRouter at the recorded
 * address (a new router for each address, so a redirect a screen makes never outlives the step it happened at).
 */
export function ReplayedScreen({ replay, url }: { replay: Replay; url: string }) {
  return (
    <AppProviders store={replay.store}>
      <MemoryRouter key={url} initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
}
