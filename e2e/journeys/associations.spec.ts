import type { Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, SECRET_HEADER, test } from '../fixtures';
import { createVerifiedMember, submitLogInForm } from '../helpers/accountJourney';

const a = (key: string) => text('it', 'associations', key);

/** The value shown next to a label in the association's facts. */
function fact(page: Page, label: string) {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function followersOf(page: Page): Promise<number> {
  const shown = await page
    .getByText(/^\d+ follower$/)
    .first()
    .textContent();
  return Number(shown?.match(/^(\d+)/)?.[1]);
}

test('a member opens an association from the profile, sees its speciality and follows then unfollows it', async ({
  page,
  request,
}) => {
  const member = await createVerifiedMember(request, 'follow');
  const login = await request.post('/api/user/login', {
    headers: SECRET_HEADER,
    data: { email: member.email, password: member.password },
  });
  const headers = { ...SECRET_HEADER, authorization: `Bearer ${(await login.json()).data.token}` };
  const [first] = (await (await request.get('/api/user/associations?offset=0&limit=10', { headers })).json()).data;
  const association = (await (await request.get(`/api/user/association/${first._id}`, { headers })).json()).data;
  expect(association.speciality?.title).toEqual(expect.any(String));

  await page.goto('/login');
  await submitLogInForm(page, member.email, member.password);
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('link', { name: text('it', 'common', 'layout.topBar.profile'), exact: true }).click();
  await page.getByRole('tab', { name: text('it', 'account', 'profile.tabs.association') }).click();
  await page
    .getByRole('link', { name: a('list.viewLabel').replace('{{name}}', association.name), exact: true })
    .click();

  await expect(page).toHaveURL(new RegExp(`/association/${association._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: association.name })).toBeVisible();
  await expect(fact(page, a('detail.speciality'))).toHaveText(association.speciality.title);

  const before = await followersOf(page);
  await page.getByRole('button', { name: a('detail.follow'), exact: true }).click();
  await expect(page.getByRole('button', { name: a('detail.unfollow'), exact: true })).toBeVisible();
  await expect.poll(() => followersOf(page)).toBe(before + 1);

  await page.getByRole('button', { name: a('detail.unfollow'), exact: true }).click();
  await expect(page.getByRole('button', { name: a('detail.follow'), exact: true })).toBeVisible();
  await expect.poll(() => followersOf(page)).toBe(before);

  await page.reload();
  await expect(fact(page, a('detail.speciality'))).toHaveText(association.speciality.title);
  expect(await followersOf(page)).toBe(before);
});

test('the associations tab marks the followed ones and filters them, and a reload keeps the filter (en)', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await createVerifiedMember(request, 'followed');
  const login = await request.post('/api/user/login', {
    headers: SECRET_HEADER,
    data: { email: member.email, password: member.password },
  });
  const headers = { ...SECRET_HEADER, authorization: `Bearer ${(await login.json()).data.token}` };
  const listed = (await (await request.get('/api/user/associations?offset=0&limit=3', { headers })).json()).data;
  const followedOne = listed[1] as { _id: string; name: string };
  await request.put(`/api/user/follow/association/${followedOne._id}`, { headers, data: { isFollower: true } });
  const en = (key: string) => text('en', 'associations', key);

  await page.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/login');
  await submitLogInForm(page, member.email, member.password, 'en');
  await expect(page).toHaveURL(/\/events$/);
  await page.goto('/profile?tab=association');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: followedOne.name }).getByText(en('list.following'))).toBeVisible();
  await expect(cards.filter({ hasText: en('list.following') })).toHaveCount(1);

  await page.getByRole('switch', { name: en('list.followedOnly') }).click();
  await expect(page.getByRole('switch', { name: en('list.followedOnly') })).toBeChecked();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(followedOne.name);
  await expect(page).toHaveURL(/followed=1/);

  await page.reload();
  await expect(page.getByRole('switch', { name: en('list.followedOnly') })).toBeChecked();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(followedOne.name);
});
