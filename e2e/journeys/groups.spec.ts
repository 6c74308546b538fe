import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, logInThroughForm, signUpVerifiedMember, type Member } from '../helpers/eventsMember';
import { generatedPng } from '../helpers/generatedPng';
import { switchLanguage, type Lang } from '../helpers/language';
import { MARIO } from '../helpers/routeSweep';
import { tg, tm } from '../helpers/chatJourney';

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;

async function chooseMember(page: Page, lang: Lang, member: Member) {
  const dialog = page.getByRole('dialog', { name: tm(lang, 'contacts.picker.titleMultiple') });
  const search = dialog.getByRole('searchbox', { name: tm(lang, 'contacts.picker.search') });
  await search.fill(member.lastName);
  await dialog.getByRole('checkbox', { name: fullName(member) }).check();
}

const memberList = (page: Page, lang: Lang) => page.getByRole('list', { name: tg(lang, 'detail.membersTitle') });

/** /group/create -> refused empty -> name, logo, two members -> detail -> remove one (confirmed) -> edit the name. */
async function groupJourney(page: Page, lang: Lang, kept: Member, removed: Member) {
  const name = `${lang === 'it' ? 'Gruppo' : 'Group'} e2e ${Date.now() % 100000}`;
  await page.goto('/group/create');
  await expect(page.getByRole('heading', { level: 1, name: tg(lang, 'form.titleCreate') })).toBeVisible();

  await page.getByRole('button', { name: tg(lang, 'form.submitCreate') }).click();
  await expect(page.getByText(tg(lang, 'validation.nameRequired'))).toBeVisible();
  await expect(page.getByText(tg(lang, 'validation.membersRequired'))).toBeVisible();

  await page.getByRole('textbox', { name: tg(lang, 'form.name') }).fill(name);
  await page.getByRole('textbox', { name: tg(lang, 'form.description') }).fill('Allenamento il martedì sera.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: generatedPng(64) });
  await expect(page.getByRole('img', { name: tg(lang, 'form.logoPreview') })).toBeVisible();

  await page.getByRole('button', { name: tg(lang, 'form.chooseMembers') }).click();
  await chooseMember(page, lang, kept);
  await chooseMember(page, lang, removed);
  await page.getByRole('button', { name: tm(lang, 'contacts.picker.done') }).click();
  await expect(
    page.getByRole('button', { name: tg(lang, 'form.removeMember', { name: fullName(removed) }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: tg(lang, 'form.submitCreate') }).click();

  await expect(page).toHaveURL(/\/group\/detail\/[0-9a-f]{24}$/);
  const groupId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: tg(lang, 'detail.logoAlt', { name }) })).toBeVisible();
  await expect(page.getByText('Allenamento il martedì sera.')).toBeVisible();
  await expect(memberList(page, lang).getByRole('listitem')).toHaveCount(3);
  for (const person of [fullName(kept), fullName(removed), 'Mario Rossi']) {
    await expect(memberList(page, lang).getByText(person, { exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: tg(lang, 'detail.remove', { name: fullName(removed) }) }).click();
  const question = page.getByRole('dialog', {
    name: tg(lang, 'detail.confirmRemoveTitle', { name: fullName(removed) }),
  });
  await question.getByRole('button', { name: tg(lang, 'detail.confirmRemove'), exact: true }).click();
  await expect(question).toBeHidden();
  await expect(memberList(page, lang).getByRole('listitem')).toHaveCount(2);
  await expect(memberList(page, lang).getByText(fullName(removed), { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: tg(lang, 'detail.edit') }).click();
  await expect(page).toHaveURL(new RegExp(`/group/create/${groupId}$`));
  await expect(page.getByRole('heading', { level: 1, name: tg(lang, 'form.titleEdit') })).toBeVisible();
  const nameField = page.getByRole('textbox', { name: tg(lang, 'form.name') });
  await expect(nameField).toHaveValue(name);
  await expect(
    page.getByRole('button', { name: tg(lang, 'form.removeMember', { name: fullName(kept) }) }),
  ).toBeVisible();
  await nameField.fill(`${name} bis`);
  await page.getByRole('button', { name: tg(lang, 'form.submitEdit') }).click();

  await expect(page).toHaveURL(new RegExp(`/group/detail/${groupId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} bis` })).toBeVisible();
  // The server has it: a reload shows the same group, which came with the page with its members (no request).
  const asked: string[] = [];
  const onRequest = (call: Request) => {
    if (call.method() === 'GET' && new URL(call.url()).pathname.startsWith('/api/user/group/')) asked.push(call.url());
  };
  page.on('request', onRequest);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${name} bis` })).toBeVisible();
  await expect(memberList(page, lang).getByRole('listitem')).toHaveCount(2);
  page.off('request', onRequest);
  expect(asked).toEqual([]);
}

test('mario creates a group with members, sees it, removes a member and edits it, in Italian and English', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const ottavia = await signUpVerifiedMember(request, 'Ottavia', 'Quercioli');
  const pietro = await signUpVerifiedMember(request, 'Pietro', 'Zanardelli');
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);

  await groupJourney(page, 'it', ottavia, pietro);
  await switchLanguage(page, 'it', 'English');
  await groupJourney(page, 'en', pietro, ottavia);
});

test('a member sees no edit link on a group they do not own, and the form tells them who can edit it', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Bianca', 'Ferrandi');
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);
  await page.goto('/group/create');
  await page.getByRole('textbox', { name: tg('it', 'form.name') }).fill('Di Mario');
  await page.getByRole('button', { name: tg('it', 'form.chooseMembers') }).click();
  await chooseMember(page, 'it', member);
  await page.getByRole('button', { name: tm('it', 'contacts.picker.done') }).click();
  await page.getByRole('button', { name: tg('it', 'form.submitCreate') }).click();
  await expect(page).toHaveURL(/\/group\/detail\/[0-9a-f]{24}$/);
  const groupId = page.url().split('/').at(-1)!;

  // Off the app first, so Mario's page does not see its cookies go and move to /login while the next member's
  // login page loads (sessions.spec.ts covers a session ending on an open page).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await logInThroughForm(page, member.email, member.password);
  await page.goto(`/group/detail/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Di Mario' })).toBeVisible();
  await expect(page.getByRole('link', { name: tg('it', 'detail.edit') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: tg('it', 'detail.leave') })).toBeVisible();
  await page.goto(`/group/create/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: tg('it', 'unavailable.notOwnerTitle') })).toBeVisible();
});
