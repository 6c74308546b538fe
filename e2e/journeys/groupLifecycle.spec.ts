import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bubble, GIULIA, MARIO, personIn, tg, tm, uniqueMark, type Lang } from '../helpers/chatJourney';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember, type Member } from '../helpers/eventsMember';

// Issue 25: a group's page opens its chat; a member leaves it (their open chat closes, the inbox drops it); only the
// owner deletes it, and the members' open chats say so at once.

async function memberIn(browser: Browser, baseURL: string | undefined, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT' });
  const page = await context.newPage();
  await logInThroughForm(page, member.email, member.password);
  return page;
}

/** The member's id, read from their profile. */
async function memberId(page: Page): Promise<string> {
  const profile = await page.request.get('/api/user/profile', { headers: await sessionHeaders(page) });
  expect(profile.status()).toBe(200);
  return ((await profile.json()) as { data: { _id: string } }).data._id;
}

/** Mario makes the group through the API and says the first word in it. */
async function marioMakesGroup(mario: Page, name: string, members: string[]) {
  const headers = await sessionHeaders(mario);
  const created = await mario.request.post('/api/user/group', {
    headers,
    multipart: { name, members: JSON.stringify(members) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { data: { _id: string } }).data._id;
  const sent = await mario.request.post('/api/user/send/message/in/group', {
    headers,
    multipart: { groupId, text: `Benvenuti ${name}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return groupId;
}

/** From the group's page to its chat in the Messages tab. */
async function openChatFromGroupPage(page: Page, lang: Lang, groupId: string, name: string) {
  await page.goto(`/group/detail/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: tg(lang, 'detail.openChat') }).click();
  await expect(page).toHaveURL(/\/profile\?tab=myMessages$/);
  const chat = page.getByRole('region', { name: tm(lang, 'chat.label') });
  await expect(chat.getByRole('heading', { name })).toBeVisible();
  await expect(bubble(chat, `Benvenuti ${name}`)).toBeVisible();
  await expect(chat.getByRole('textbox', { name: tm(lang, 'chat.messageLabel') })).toBeVisible();
  return chat;
}

test('a group page opens its chat; a member leaves; the owner deletes it and open chats close (it + en)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const pietro = await signUpVerifiedMember(request, 'Pietro', 'Gruppetti');
  const mario = await personIn(browser, baseURL, MARIO, 'it');
  const giulia = await personIn(browser, baseURL, GIULIA, 'en');
  const pietroPage = await memberIn(browser, baseURL, pietro);
  const name = `Corsa ${uniqueMark()}`;
  const groupId = await marioMakesGroup(mario, name, [await memberId(giulia), await memberId(pietroPage)]);

  // Each member opens the chat from the group's page, in their language.
  const giuliaChat = await openChatFromGroupPage(giulia, 'en', groupId, name);
  const pietroChat = await openChatFromGroupPage(pietroPage, 'it', groupId, name);

  // Pietro leaves from the group page of a second tab: his open chat closes at once, the inbox drops the group.
  const pietroOtherTab = await pietroPage.context().newPage();
  await pietroOtherTab.goto(`/group/detail/${groupId}`);
  await pietroOtherTab.getByRole('button', { name: tg('it', 'detail.leave') }).click();
  const leave = pietroOtherTab.getByRole('dialog', {
    name: tg('it', 'detail.confirmLeaveTitle', { group: name }),
  });
  await leave.getByRole('button', { name: tg('it', 'detail.confirmLeave'), exact: true }).click();
  await expect(pietroOtherTab).toHaveURL(/\/profile\?tab=myMessages$/);
  await expect(pietroChat.getByText(tm('it', 'chat.noLongerMember'))).toBeVisible();
  await expect(pietroChat.getByRole('textbox', { name: tm('it', 'chat.messageLabel') })).toHaveCount(0);
  await expect(
    pietroOtherTab
      .getByRole('list', { name: tm('it', 'inbox.listLabel') })
      .getByRole('button', { name: new RegExp(`^${name}`) }),
  ).toHaveCount(0);

  // Giulia, a member, is offered no delete; Mario, the owner, deletes after confirming.
  const giuliaGroupTab = await giulia.context().newPage();
  await giuliaGroupTab.goto(`/group/detail/${groupId}`);
  await expect(giuliaGroupTab.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(giuliaGroupTab.getByRole('button', { name: tg('en', 'detail.delete') })).toHaveCount(0);

  await mario.goto(`/group/detail/${groupId}`);
  await mario.getByRole('button', { name: tg('it', 'detail.delete') }).click();
  const question = mario.getByRole('dialog', { name: tg('it', 'detail.confirmDeleteTitle', { group: name }) });
  await expect(question).toContainText(tg('it', 'detail.confirmDeleteText'));
  await question.getByRole('button', { name: tg('it', 'detail.confirmDelete'), exact: true }).click();
  await expect(mario).toHaveURL(/\/profile\?tab=myMessages$/);
  await expect(mario.getByText('Gruppo eliminato.')).toBeVisible();

  // Giulia's open chat says the group was deleted, her open group page says it is gone, her inbox drops it.
  await expect(giuliaChat.getByText(tm('en', 'chat.groupDeleted'))).toBeVisible();
  await expect(giuliaChat.getByRole('textbox', { name: tm('en', 'chat.messageLabel') })).toHaveCount(0);
  await expect(giuliaGroupTab.getByRole('heading', { name: tg('en', 'unavailable.notFoundTitle') })).toBeVisible();
  await giulia.getByRole('button', { name: tm('en', 'inbox.back') }).click();
  await expect(
    giulia
      .getByRole('list', { name: tm('en', 'inbox.listLabel') })
      .getByRole('button', { name: new RegExp(`^${name}`) }),
  ).toHaveCount(0);

  for (const page of [mario, giulia, pietroPage]) await page.context().close();
});
