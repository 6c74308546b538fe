// The interactions `npm run bench -- inp` measures (scripts/bench/inp.mjs): where each happens, how it is made ready,
// and one round of it with real input. The list (28): favourites, cart clicks, page changes of every paginated
// list, the language and theme switches, each dialog, a tab change, the chat, and typing in every search field.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const catalogue = (ns) => JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/locales/en', `${ns}.json`), 'utf8'));
const texts = Object.fromEntries(
  ['common', 'events', 'products', 'account', 'orders', 'messages', 'associations', 'groups'].map((ns) => [
    ns,
    catalogue(ns),
  ]),
);
/** An English text of the catalogues, `{{name}}` filled in. */
function t(ns, key, values = {}) {
  const text = key.split('.').reduce((node, part) => node?.[part], texts[ns]);
  if (typeof text !== 'string') throw new Error(`no text ${ns}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ''));
}

/** Puts `count` lines of the demo's products in the member's cart, through the API. */
async function addCartLines(server, count) {
  const headers = { Authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const list = await fetch(`${server.baseUrl}/api/user/products?limit=30`, { headers }).then((r) => r.json());
  let added = 0;
  for (const product of list.data ?? []) {
    const variant = (product.variants ?? []).find((candidate) => (candidate.stock ?? candidate.qty ?? 1) > 3);
    if (!variant) continue;
    const res = await fetch(`${server.baseUrl}/api/user/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ productId: product._id, variantId: variant._id, qty: 1 }),
    });
    if (res.ok) added += 1;
    if (added === count) return;
  }
}

/** A dialog opened with the button named `opener`, then closed with Escape: both are interactions. */
async function dialogRound(page, opener) {
  await page.getByRole('button', { name: opener }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A paginated list's page change, back and forth between pages 1 and 2. */
const pageChange = {
  ready: (page) => page.getByRole('navigation', { name: t('common', 'shared.pagination.label') }).waitFor(),
  round: (page, index) =>
    page
      .getByRole('navigation', { name: t('common', 'shared.pagination.label') })
      .getByRole('button', { name: index % 2 === 0 ? /page 2$/i : /page 1$/i })
      .click(),
};

/** Typing `word` in the field `field(page)` finds, a key every 120 ms: each key is an interaction. */
const typingIn = (field, word) => async (page) => {
  const input = field(page);
  await input.fill('');
  await input.click();
  await page.keyboard.type(word, { delay: 120 });
};

const searchbox = (name) => (page) => page.getByRole('searchbox', { name });

/**
 * The cart's first line, found by CSS: a role query over 300 lines takes the page's main thread for 100 ms and more at
 * 4x CPU just before the click, which a member's click does not pay.
 */
const firstCartLine = (page) => page.locator(`ul[aria-label="${t('products', 'cart.linesLabel')}"] > li`).first();

/** Typing `word` in the search field named `label` on the page at `path`, once `open` has shown the field. */
const searchTyping = (what, path, label, word, open) => ({
  name: `typing in the ${what} (per key)`,
  path,
  perKey: true,
  ready: async (page) => {
    await open?.(page);
    await searchbox(label)(page).waitFor();
  },
  round: typingIn(searchbox(label), word),
});

/** The inbox's first conversation. */
const firstConversation = (page) =>
  page
    .getByRole('list', { name: t('messages', 'inbox.listLabel') })
    .getByRole('button')
    .first();

/** The first conversation of the inbox, opened. */
async function openFirstChat(page) {
  await firstConversation(page).click();
  await page.getByRole('textbox', { name: t('messages', 'chat.messageLabel') }).waitFor();
}

/** The contact picker, opened from the inbox's New message button, its first contacts drawn. */
async function openContactPicker(page) {
  await page.getByRole('button', { name: t('messages', 'inbox.newMessage') }).click();
  await page.getByRole('searchbox', { name: t('messages', 'contacts.picker.search') }).waitFor();
}

/**
 * Each interaction: where it happens, and one round of it (a click that changes something, or keys typed). A round
 * may undo the previous one (a favourite on, then off), so every round does the same work. `shop: true` runs it as a
 * member with 1,000 orders and a 300-line cart (apiShop.mjs), on a server of its own.
 */
export const INTERACTIONS = [
  {
    name: 'events filters, open and close',
    path: '/events',
    ready: (page) => page.getByRole('button', { name: t('events', 'list.filters.toggle') }).waitFor(),
    round: async (page) => {
      await page.getByRole('button', { name: t('events', 'list.filters.toggle') }).click();
      await page.getByRole('button', { name: t('events', 'list.filters.close') }).click();
    },
  },
  {
    name: 'favourite toggle, event detail',
    path: (server) => `/event/detail/${server.memberEventId}`,
    ready: (page) =>
      page
        .getByRole('button', { name: /favourites/i })
        .first()
        .waitFor(),
    round: (page) =>
      page
        .getByRole('button', { name: /favourites/i })
        .first()
        .click(),
  },
  {
    name: 'events list, next page',
    path: '/events',
    ...pageChange,
  },
  {
    name: 'products list, next page',
    path: '/products',
    ...pageChange,
  },
  {
    name: 'cart quantity click (3 lines)',
    path: '/my/cart',
    setup: (server) => addCartLines(server, 3),
    ready: (page) =>
      page
        .getByRole('button', { name: /^One more / })
        .first()
        .waitFor(),
    round: (page, index) =>
      page
        .getByRole('button', { name: index % 2 === 0 ? /^One more / : /^One less / })
        .first()
        .click(),
  },
  {
    name: 'cart quantity click (300 lines)',
    path: '/my/cart',
    shop: true,
    ready: (page) =>
      firstCartLine(page)
        .getByRole('button', { name: /^One more / })
        .waitFor(),
    round: (page, index) =>
      firstCartLine(page)
        .getByRole('button', { name: index % 2 === 0 ? /^One more / : /^One less / })
        .click(),
  },
  {
    name: 'cart line removed (300 lines)',
    path: '/my/cart',
    shop: true,
    ready: (page) =>
      firstCartLine(page)
        .getByRole('button', { name: /^Remove / })
        .waitFor(),
    round: (page) =>
      firstCartLine(page)
        .getByRole('button', { name: /^Remove / })
        .click(),
  },
  {
    name: 'address step, open and close',
    path: '/my/cart',
    setup: (server) => addCartLines(server, 1),
    ready: (page) => page.getByRole('button', { name: t('orders', 'addresses.step.open') }).waitFor(),
    round: (page) => dialogRound(page, t('orders', 'addresses.step.open')),
  },
  {
    name: 'profile tab change',
    path: '/profile',
    ready: (page) => page.getByRole('tab', { name: t('account', 'profile.tabs.myEvents') }).waitFor(),
    round: (page, index) =>
      page
        .getByRole('tab', {
          name: t('account', index % 2 === 0 ? 'profile.tabs.myEvents' : 'profile.tabs.accountDetails'),
        })
        .click(),
  },
  {
    name: 'language switch',
    path: '/events',
    ready: (page) => page.getByRole('button', { name: t('common', 'layout.language.label') }).waitFor(),
    // Opening the menu is one interaction, the choice another: the choice is the one that re-renders the page.
    round: async (page, index) => {
      await page.getByRole('button', { name: /^(Language|Lingua)/ }).click();
      await page.getByRole('menuitemradio', { name: index % 2 === 0 ? 'Italiano' : 'English' }).click();
    },
  },
  {
    name: 'theme switch',
    path: '/events',
    ready: (page) => page.getByRole('button', { name: t('common', 'layout.colorScheme.label') }).waitFor(),
    round: async (page, index) => {
      await page.getByRole('button', { name: t('common', 'layout.colorScheme.label') }).click();
      await page
        .getByRole('menuitemradio', {
          name: t('common', index % 2 === 0 ? 'layout.colorScheme.dark' : 'layout.colorScheme.light'),
        })
        .click();
    },
  },
  {
    name: 'My orders, next page',
    path: '/profile?tab=myOrders',
    ...pageChange,
  },
  {
    name: 'My orders, next page (1,000 orders)',
    path: '/profile?tab=myOrders&orders=product',
    shop: true,
    ...pageChange,
  },
  {
    name: 'My events, next page',
    path: '/profile?tab=myEvents',
    ...pageChange,
  },
  {
    name: 'associations, next page',
    path: '/profile?tab=association',
    ...pageChange,
  },
  {
    name: 'inbox, next page',
    path: '/profile?tab=myMessages',
    ...pageChange,
  },
  {
    name: 'teams, next page',
    path: '/profile?tab=team',
    ...pageChange,
  },
  {
    name: 'contact picker, next page',
    path: '/profile?tab=myMessages',
    ready: async (page) => {
      await openContactPicker(page);
      await pageChange.ready(page);
    },
    round: pageChange.round,
  },
  {
    name: 'order detail dialog, open and close',
    path: '/profile?tab=myOrders',
    ready: (page) =>
      page
        .getByRole('button', { name: /^Details of order / })
        .first()
        .waitFor(),
    round: async (page) => {
      await page
        .getByRole('button', { name: /^Details of order / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'picture dialog, open and close',
    path: '/profile',
    ready: async (page) => {
      await page.getByRole('button', { name: t('account', 'profile.details.edit') }).click();
      await page.getByRole('button', { name: t('account', 'profile.details.changePicture') }).waitFor();
    },
    round: (page) => dialogRound(page, t('account', 'profile.details.changePicture')),
  },
  {
    name: 'contact picker, open and close',
    path: '/profile?tab=myMessages',
    ready: (page) => page.getByRole('button', { name: t('messages', 'inbox.newMessage') }).waitFor(),
    round: (page) => dialogRound(page, t('messages', 'inbox.newMessage')),
  },
  {
    name: 'chat, open a conversation and go back',
    path: '/profile?tab=myMessages',
    ready: (page) => firstConversation(page).waitFor(),
    round: async (page) => {
      await firstConversation(page).click();
      await page.getByRole('region', { name: t('messages', 'chat.label') }).waitFor();
      await page.getByRole('button', { name: t('messages', 'inbox.back') }).click();
    },
  },
  {
    name: 'chat, send a message',
    path: '/profile?tab=myMessages',
    ready: openFirstChat,
    round: async (page, index) => {
      // Typed without measuring (fill), sent with a click: the send is the interaction.
      await page.getByRole('textbox', { name: t('messages', 'chat.messageLabel') }).fill(`Bench message ${index + 1}`);
      await page.getByRole('button', { name: t('messages', 'chat.send') }).click();
    },
  },
  {
    name: 'typing in the chat composer (per key)',
    path: '/profile?tab=myMessages',
    perKey: true,
    ready: openFirstChat,
    round: typingIn((page) => page.getByRole('textbox', { name: t('messages', 'chat.messageLabel') }), 'ciao a tutti'),
  },
  searchTyping('products search', '/products', t('products', 'list.search.label'), 'maglia'),
  searchTyping('categories search', '/products', t('products', 'list.filters.categorySearch'), 'scarpe', (page) =>
    page.getByRole('button', { name: t('products', 'list.filters.toggle') }).click(),
  ),
  searchTyping(
    'My orders search',
    '/profile?tab=myOrders&orders=product',
    t('orders', 'myOrders.filters.searchProducts'),
    'maglia',
  ),
  searchTyping('associations search', '/profile?tab=association', t('associations', 'list.searchLabel'), 'calcio'),
  searchTyping(
    'contact picker search',
    '/profile?tab=myMessages',
    t('messages', 'contacts.picker.search'),
    'giulia',
    openContactPicker,
  ),
  searchTyping(
    'chat search',
    '/profile?tab=myMessages',
    t('messages', 'chat.search.label'),
    'partita',
    async (page) => {
      await openFirstChat(page);
      await page.getByRole('button', { name: t('messages', 'chat.search.open') }).click();
    },
  ),
  searchTyping(
    'group members search',
    (server) => `/group/detail/${server.groupId}`,
    t('groups', 'detail.searchMembers'),
    'rossi',
  ),
];
