import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { AppRoute } from '../../src/app/routes';
import { expect, SECRET_HEADER } from '../fixtures';
import { apiSessionHeaders, DEMO_PASSWORD, logInThroughForm } from './eventsMember';

export const MARIO = 'mario@campo.test';
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Mario's cookies after a login through the form, for the member pages of a sweep over every route. */
export async function marioStorageState(browser: Browser, baseURL: string | undefined): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  await logInThroughForm(await context.newPage(), MARIO, DEMO_PASSWORD);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Real ids from the seeded server for the route table's parameters. */
export interface SeedIds {
  event: string;
  expiredEvent: string;
  association: string;
  myEvent: string;
  product: string;
  /** A group mario owns (its detail and its edit form). */
  group: string;
  /** Mario's billing address and a different shipping one, for the order preview of his seeded cart. */
  billingAddress: string;
  shippingAddress: string;
  /** A placed (paid) product order of mario's: its receipt. */
  paidOrder: string;
}

async function firstData<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T[]> {
  const res = await request.get(url, { headers });
  expect(res.ok(), `${url}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T[] }).data;
}

export async function seedIds(request: APIRequestContext): Promise<SeedIds> {
  const headers = await apiSessionHeaders(request, MARIO, DEMO_PASSWORD);
  const events = await firstData<{ _id: string; isExpired: boolean }>(request, '/api/user/events?limit=50', headers);
  const associations = await firstData<{ _id: string }>(request, '/api/user/associations?offset=0&limit=3', headers);
  const myEvents = await firstData<{ _id: string }>(request, '/api/user/myevents?offset=0&limit=3', headers);
  const products = await firstData<{ _id: string }>(request, '/api/user/products?offset=0&limit=1', headers);
  const threads = await firstData<{ type: string; group: { _id: string } | null }>(
    request,
    '/api/user/message/inbox?offset=0&limit=50',
    headers,
  );
  const group = await ownGroup(
    request,
    threads.flatMap((thread) => (thread.type === 'Group' && thread.group ? [thread.group._id] : [])),
    headers,
  );
  const addresses = await firstData<{ _id: string; kind: string }>(request, '/api/user/addresses', headers);
  const [paidOrder] = await firstData<{ _id: string }>(
    request,
    '/api/user/myorders?productType=Product&view=placed&offset=0&limit=1',
    headers,
  );
  const billing = addresses.find((a) => a.kind === 'billing');
  const shipping = addresses.find((a) => a.kind === 'shipping');
  const event = events.find((e) => !e.isExpired);
  const expiredEvent = events.find((e) => e.isExpired);
  expect(
    event && expiredEvent && associations[0] && myEvents[0] && products[0] && billing && shipping && paidOrder,
    'the seed holds every kind of id the sweep needs',
  ).toBeTruthy();
  return {
    event: event!._id,
    expiredEvent: expiredEvent!._id,
    association: associations[0]._id,
    myEvent: myEvents[0]._id,
    product: products[0]._id,
    group,
    billingAddress: billing!._id,
    shippingAddress: shipping!._id,
    paidOrder: paidOrder._id,
  };
}

async function ownGroup(
  request: APIRequestContext,
  groupIds: string[],
  headers: Record<string, string>,
): Promise<string> {
  for (const id of groupIds) {
    const res = await request.get(`/api/user/group/${id}`, { headers });
    if (res.ok() && ((await res.json()) as { data: { isOwner: boolean } }).data.isOwner) return id;
  }
  throw new Error('the seed gives mario no group of his own');
}

/**
 * Fills a route-table pattern with real ids. `/event/detail/:id` is visited twice (upcoming and expired), the
 * public page too, the payment return and cancel pages once per kind; an optional segment is dropped.
 */
export function concretePaths(pattern: string, ids: SeedIds): string[] {
  switch (pattern) {
    case '/event/detail/:id':
      return [`/event/detail/${ids.event}`, `/event/detail/${ids.expiredEvent}`];
    case '/event/detail/public/:eventId':
      return [`/event/detail/public/${ids.event}`, `/event/detail/public/${ids.expiredEvent}`];
    case '/event/preview/:id':
      return [`/event/preview/${ids.event}`];
    case '/my/event/:id':
      return [`/my/event/${ids.myEvent}`];
    case '/product/detail/:id':
      return [`/product/detail/${ids.product}`];
    case '/order/preview/:billingAddressID/:shippingAddressID':
      return [`/order/preview/${ids.billingAddress}/${ids.shippingAddress}`];
    case '/paypal/payment/return':
    case '/paypal/payment/cancel':
      // Without a token: the ticket and the product (?kind=product) pages each say what is missing.
      return [pattern, `${pattern}?kind=product`];
    case '/association/:id':
      return [`/association/${ids.association}`];
    case '/group/detail/:id':
      return [`/group/detail/${ids.group}`];
    case '/my/order/:id/receipt':
      return [`/my/order/${ids.paidOrder}/receipt`];
    case '/group/create/:id?':
      return ['/group/create', `/group/create/${ids.group}`];
    default:
      return [pattern.replace(/\/:[A-Za-z]+\?$/, '').replace(/:[A-Za-z]+/g, ids.event)];
  }
}

/** The profile's tabs: each loads its own panel, so a first load of each is a page of its own. */
const PROFILE_TABS = ['association', 'myEvents', 'myOrders', 'myMessages', 'team'];

export interface FirstLoad {
  /** The route-table pattern it fills (`route.path`). */
  pattern: string;
  path: string;
  /** The landing page and the guest-only pages open without a session; the others with mario's. */
  asGuest: boolean;
}

/** Every route of the route table with real ids, and each profile tab, as a first load in a fresh browser opens it. */
export function firstLoads(routes: readonly AppRoute[], ids: SeedIds): FirstLoad[] {
  return routes.flatMap((route) => {
    const profileTabs = route.path === '/profile' ? PROFILE_TABS.map((tab) => `/profile?tab=${tab}`) : [];
    return [...concretePaths(route.path, ids), ...profileTabs].map((path) => ({
      pattern: route.path,
      path,
      asGuest: path === '/' || route.access === 'guestOnly',
    }));
  });
}

/**
 * Waits until the route's screen has replaced its loading state (requests settled, skeletons gone) and reports a
 * screen without exactly one visible page title.
 */
export async function settle(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  try {
    await expect(page.locator('h1:visible')).toHaveCount(1, { timeout: 5_000 });
    return [];
  } catch {
    return [`${await page.locator('h1:visible').count()} visible page titles (h1), expected 1`];
  }
}

/** Problems found on the open page: horizontal scroll at phone width and serious or critical axe violations. */
export async function pageProblems(page: Page, maxWidth: number | null): Promise<string[]> {
  const problems: string[] = [];
  if (maxWidth !== null) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > maxWidth) {
      const culprits = await page.evaluate((limit) => {
        const wide: string[] = [];
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          const box = el.getBoundingClientRect();
          if (box.right > limit + 0.5 && box.width > 0) {
            const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 2).join('.')}`;
            wide.push(`${name} (right ${Math.round(box.right)})`);
          }
        }
        return wide.slice(-4);
      }, maxWidth);
      problems.push(`scrollWidth ${scrollWidth} > ${maxWidth}: ${culprits.join(', ')}`);
    }
  }
  // WCAG 2.5.3 (label in name) is an experimental axe rule, off unless asked for by name: an enabled rule runs
  // beside the tags' rules, in the same pass.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_22_AA_TAGS)
    .analyze();
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes
      .slice(0, 3)
      .map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
      );
    problems.push(`axe ${violation.impact} ${violation.id} (${violation.nodes.length}x): ${targets.join(' | ')}`);
  }
  return problems;
}

export { SECRET_HEADER };
