import { screen } from '@testing-library/react';
import { yieldToMain } from './lib/yieldToMain';

jest.mock('./lib/yieldToMain', () => ({ yieldToMain: jest.fn(() => Promise.resolve()) }));
// The app itself is not what is tested here: a stand-in that shows the start-up reached the render.
jest.mock('./app/App', () => ({ App: () => <main>Campo</main> }));

// What keeps a slow phone's start-up out of one long task (Lighthouse's TBT and LCP; docs/PERFORMANCE.md, `startInParts`).
it('starts the app in five parts, each after a yield to the browser: texts and store modules, store, React DOM, theming, app', async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await import('./index');
  expect(await screen.findByRole('main')).toHaveTextContent('Campo');
  expect(yieldToMain).toHaveBeenCalledTimes(4);
});
