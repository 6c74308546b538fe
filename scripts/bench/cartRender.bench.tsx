// A cart of 300 lines on the real /my/cart page (CartPage with its rows and totals, the real store and the
// getCart cache entry), then one quantity click on one line's stepper, as a user makes it: the click patches the
// line in the store (the optimistic update) and React renders. Reported: which components rendered in that commit
// (counted from React's commit, fiberRenderCounter.ts), the click-to-committed-render wall time and the process's
// CPU time per click (medians: on a busy shared machine CPU time moves less than wall time). The PUT the
// click would send after its 350 ms pause never goes out: the bench ends first. Run by cart.mjs with tsx in jsdom;
// prints one JSON line. Timings are reported, never asserted.
import { flushSync } from 'react-dom';
import { installRenderCounterHook, rendersInLastCommit, resetCommits } from './fiberRenderCounter';
import { installDom, median, mountTimed } from './renderBenchDom';

const LINE_COUNT = 300;
const CLICK_RUNS = 41;
const ROUNDS = 3;

async function main() {
  installDom('http://localhost/my/cart');
  installRenderCounterHook();
  const { createRoot } = await import('react-dom/client');
  const m = await import('./cartRenderModules');
  m.loadAllCatalogues();
  await m.i18nReady;

  const lines = m.buildCartLines(LINE_COUNT);
  const changed = lines[Math.floor(LINE_COUNT / 2)];
  const cart: import('./cartRenderModules').CartState = {
    lines: { ids: lines.map((line) => line._id), entities: Object.fromEntries(lines.map((line) => [line._id, line])) },
    currencySymbol: '€',
    pending: {},
  };
  const components = new Map<unknown, string>([
    [m.CartLineRow, 'CartLineRow'],
    [m.CartTotals, 'CartTotals'],
    [m.CartPage, 'CartPage'],
  ]);

  function round() {
    const store = m.makeStore({
      session: { loggedIn: true, user: null, endRedirectPending: false, endedUserId: null },
      preferences: m.buildPreferences({ language: 'en' }),
    });
    store.dispatch(m.cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: cart }]));
    const { container, mountMs, unmount } = mountTimed(
      createRoot,
      <m.AppProviders store={store}>
        <m.MemoryRouter initialEntries={['/my/cart']}>
          <m.CartPage />
        </m.MemoryRouter>
      </m.AppProviders>,
    );
    const rows = container.querySelectorAll('ul[aria-label] > li').length;
    const increase = container.querySelector<HTMLButtonElement>(`button[aria-label="One more ${changed.name}"]`);
    const decrease = container.querySelector<HTMLButtonElement>(`button[aria-label="One less ${changed.name}"]`);
    if (!increase || !decrease)
      throw new Error(`no stepper for ${changed.name}: ${container.textContent?.slice(0, 200)}`);

    /**
     * RTK's auto-batch enhancer holds back subscriber notification for RTK Query's cache patches until the next
     * frame; a plain action right after releases it at once, so the render happens (and is timed) inside flushSync.
     */
    const click = (button: HTMLButtonElement) =>
      flushSync(() => {
        button.click();
        store.dispatch({ type: 'bench/notifySubscribers' });
      });

    resetCommits();
    click(increase);
    const rendered = rendersInLastCommit(components);
    const shownQty = container.querySelector(`output[aria-label="Quantity of ${changed.name}"]`)?.textContent;

    const clickMs: number[] = [];
    const clickCpuMs: number[] = [];
    for (let run = 0; run < CLICK_RUNS; run += 1) {
      const button = run % 2 === 0 ? decrease : increase;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      click(button);
      clickMs.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      clickCpuMs.push((cpu.user + cpu.system) / 1000);
    }
    unmount();
    return { rows, rendered, shownQty, mountMs, clickMedianMs: median(clickMs), clickCpuMedianMs: median(clickCpuMs) };
  }

  const rounds = Array.from({ length: ROUNDS }, round);
  console.info(
    JSON.stringify({
      lines: LINE_COUNT,
      rows: rounds[0].rows,
      rendered: rounds[0].rendered,
      quantityShownAfterClick: rounds[0].shownQty,
      mountMs: median(rounds.map((r) => r.mountMs)),
      clickWithRenderMedianMs: median(rounds.map((r) => r.clickMedianMs)),
      clickCpuMedianMs: median(rounds.map((r) => r.clickCpuMedianMs)),
      clickRuns: CLICK_RUNS,
      rounds: ROUNDS,
    }),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
