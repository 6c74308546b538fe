import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  bubble,
  expectSent,
  GIULIA,
  MARIO,
  openMessagesTab,
  openThread,
  personIn,
  send,
  tm,
  uniqueMark,
} from '../helpers/chatJourney';
import { solidPng } from '../helpers/sampleFiles';

for (const lang of ['it', 'en'] as const) {
  test(`mario and giulia exchange direct messages and a picture, live without a reload (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const mario = await personIn(browser, baseURL, MARIO, lang);
    const giulia = await personIn(browser, baseURL, GIULIA, lang);
    await openMessagesTab(mario, lang);
    await openMessagesTab(giulia, lang);
    const marioChat = await openThread(mario, lang, 'Giulia Bianchi');
    const giuliaChat = await openThread(giulia, lang, 'Mario Rossi');
    let reloads = 0;
    for (const page of [mario, giulia]) page.on('load', () => (reloads += 1));

    const hello = `Ciao Giulia, ci sei stasera? (${lang} ${uniqueMark()})`;
    await send(marioChat, lang, hello);
    await expectSent(marioChat, hello);
    await expect(bubble(giuliaChat, hello)).toBeVisible();

    const answer = `Sì, alle 19 al campo! (${lang} ${uniqueMark()})`;
    await send(giuliaChat, lang, answer);
    await expect(bubble(marioChat, answer)).toBeVisible();

    // A picture, with a caption: both see it, and it opens in the viewer.
    const caption = `Il campo oggi (${lang} ${uniqueMark()})`;
    await marioChat
      .locator('input[type="file"]')
      .setInputFiles({ name: 'campo.png', mimeType: 'image/png', buffer: solidPng(64, 48, [46, 125, 50]) });
    await expect(marioChat.getByText('campo.png')).toBeVisible();
    await send(marioChat, lang, caption);
    await expectSent(marioChat, caption);
    const picture = bubble(giuliaChat, caption).getByRole('button', {
      name: tm(lang, 'chat.openPicture', { name: 'Mario Rossi' }),
    });
    await expect(picture).toBeVisible();
    // A private file: giulia's <img> loads it with her session cookie; a request without the cookie gets 404.
    const image = picture.locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const src = (await image.getAttribute('src')) as string;
    expect(src).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.png$/);
    expect((await giulia.request.get(src)).status()).toBe(200);
    const anonymous = await playwrightRequest.newContext({ baseURL });
    expect((await anonymous.get(src)).status()).toBe(404);
    await anonymous.dispose();
    await picture.click();
    const viewer = giulia.getByRole('dialog');
    await expect(viewer.getByRole('img')).toBeVisible();
    await giulia.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(reloads).toBe(0);

    // Back to the inbox: the conversation is on top with the last message.
    await giuliaChat.getByRole('button', { name: tm(lang, 'inbox.back') }).click();
    const top = giulia
      .getByRole('list', { name: tm(lang, 'inbox.listLabel') })
      .getByRole('button')
      .first();
    await expect(top).toContainText('Mario Rossi');
    await expect(top).toContainText(caption);

    await mario.context().close();
    await giulia.context().close();
  });
}

test('the composer grows with its lines up to four, then scrolls, and is one line again after the send (en)', async ({
  browser,
  baseURL,
}) => {
  const mario = await personIn(browser, baseURL, MARIO, 'en');
  await openMessagesTab(mario, 'en');
  const chat = await openThread(mario, 'en', 'Giulia Bianchi');
  const field = chat.getByRole('textbox', { name: tm('en', 'chat.messageLabel') });
  const height = () => field.evaluate((element) => element.getBoundingClientRect().height);
  const scrolls = () => field.evaluate((element) => element.scrollHeight > element.clientHeight);
  const oneLine = await height();
  const mark = uniqueMark();
  await field.pressSequentially(`Riga 1 ${mark}`);
  expect(await height()).toBe(oneLine);
  for (const line of [2, 3, 4, 5, 6]) {
    await field.press('Shift+Enter');
    await field.pressSequentially(`Riga ${line}`);
    await expect.poll(height).toBeCloseTo(oneLine * Math.min(line, 4), 0);
    expect(await scrolls()).toBe(line > 4);
  }
  await field.press('Enter');
  await expectSent(chat, `Riga 1 ${mark}`);
  await expect(bubble(chat, `Riga 1 ${mark}`)).toContainText('Riga 6');
  await expect(field).toHaveValue('');
  await expect.poll(height).toBe(oneLine);
  await mario.context().close();
});

test('a first message to a contact returns to the inbox, and a group title leads to the group (en)', async ({
  browser,
  baseURL,
}) => {
  const lang = 'en';
  const giulia = await personIn(browser, baseURL, GIULIA, lang);
  await openMessagesTab(giulia, lang);

  await giulia.getByRole('button', { name: tm(lang, 'inbox.newMessage') }).click();
  const picker = giulia.getByRole('dialog', { name: tm(lang, 'contacts.picker.titleSingle') });
  await picker.getByRole('searchbox', { name: tm(lang, 'contacts.picker.search') }).fill('Federico');
  await picker.getByRole('radio', { name: /Federico Lombardi/ }).check();
  await picker.getByRole('button', { name: tm(lang, 'contacts.picker.write') }).click();
  const chat = giulia.getByRole('region', { name: tm(lang, 'chat.label') });
  await expect(
    chat.getByRole('heading', { name: tm(lang, 'inbox.firstMessage', { name: 'Federico Lombardi' }) }),
  ).toBeVisible();
  const first = `Ciao Federico, giochi giovedì? (${uniqueMark()})`;
  await send(chat, lang, first);
  const top = giulia
    .getByRole('list', { name: tm(lang, 'inbox.listLabel') })
    .getByRole('button')
    .first();
  await expect(top).toContainText('Federico Lombardi');
  await expect(top).toContainText(first);

  const groupChat = await openThread(giulia, lang, 'Calcetto del giovedì');
  await groupChat.getByRole('link', { name: tm(lang, 'inbox.groupDetail', { name: 'Calcetto del giovedì' }) }).click();
  await expect(giulia).toHaveURL(/\/group\/detail\/[0-9a-f]{24}$/);
  await giulia.context().close();
});

test('a team chat with its detail dialog loads older messages on scroll, and so does the 2,000-message thread (it)', async ({
  browser,
  baseURL,
}) => {
  const lang = 'it';
  const mario = await personIn(browser, baseURL, MARIO, lang);
  await mario.goto('/profile?tab=team');
  const teams = mario.getByRole('list', { name: tm(lang, 'team.listLabel') });
  await expect(teams.getByRole('article')).toHaveCount(2);
  await mario.getByRole('button', { name: tm(lang, 'team.open', { name: 'Bologna Basket Senior' }) }).click();
  const teamChat = mario.getByRole('region', { name: tm(lang, 'chat.label') });
  await expect(teamChat.getByRole('heading', { name: 'Bologna Basket Senior' })).toBeVisible();
  await expect(teamChat.getByTestId('chat-message').first()).toBeVisible();
  await teamChat.getByRole('button', { name: tm(lang, 'team.detail') }).click();
  const detail = mario.getByRole('dialog', { name: 'Bologna Basket Senior' });
  await expect(detail.getByRole('list', { name: tm(lang, 'team.members') }).getByRole('listitem')).toHaveCount(4);
  await detail.getByRole('button', { name: tm(lang, 'team.close') }).click();
  // The team's seeded history is 60 messages: scrolling to the top loads the 15 before the first page.
  const older = () =>
    mario.waitForResponse(
      (response) => /\/conversation\/[0-9a-f]{24}\?.*before=/.test(response.url()) && response.ok(),
    );
  const teamOlder = older();
  await teamChat.getByTestId('chat-scroller').evaluate((element) => element.scrollTo({ top: 0 }));
  await teamOlder;
  await expect(teamChat.getByRole('button', { name: tm(lang, 'chat.scrollToBottom') })).toBeVisible();
  await teamChat.getByRole('button', { name: tm(lang, 'chat.scrollToBottom') }).click();
  const teamLine = `Porto io i palloni (${uniqueMark()})`;
  await send(teamChat, lang, teamLine);
  await expectSent(teamChat, teamLine);
  await teamChat.getByRole('button', { name: tm(lang, 'team.back') }).click();
  await expect(teams).toBeVisible();

  await openMessagesTab(mario, lang);
  const chat = await openThread(mario, lang, 'Federico Lombardi');
  const scroller = chat.getByTestId('chat-scroller');
  for (let round = 0; round < 3; round += 1) {
    const loaded = older();
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
    await loaded;
  }
  // 15 + 3 x 15 messages held, only those in view (and a margin) in the DOM.
  await expect(chat.getByRole('button', { name: tm(lang, 'chat.scrollToBottom') })).toBeVisible();
  expect(await chat.getByTestId('chat-message').count()).toBeLessThan(60);
  await chat.getByRole('button', { name: tm(lang, 'chat.scrollToBottom') }).click();
  await expect(chat.getByRole('button', { name: tm(lang, 'chat.scrollToBottom') })).toHaveCount(0);
  await mario.context().close();
});
