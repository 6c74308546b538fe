import { devToolsOptions } from './devtoolsOptions';
import { DEVTOOLS_STORAGE_KEY, readDevtoolsSwitch } from './devtoolsSwitch';
import { sanitiseForDevTools } from './sanitise';

afterEach(() => window.localStorage.clear());

it('?devtools=on switches QA tools on and keeps them on until ?devtools=off', () => {
  expect(readDevtoolsSwitch('')).toBe(false);
  expect(readDevtoolsSwitch('?devtools=on')).toBe(true);
  expect(window.localStorage.getItem(DEVTOOLS_STORAGE_KEY)).toBe('on');
  expect(readDevtoolsSwitch('?tab=orders')).toBe(true);
  expect(readDevtoolsSwitch('?devtools=off')).toBe(false);
  expect(readDevtoolsSwitch('')).toBe(false);
});

it('the DevTools connection sanitises actions and states and records traces', () => {
  const options = devToolsOptions();
  expect(options).toMatchObject({
    trace: true,
    actionSanitizer: sanitiseForDevTools,
    stateSanitizer: sanitiseForDevTools,
  });
});
