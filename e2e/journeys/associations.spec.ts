import type { Page } from '@playwright/test';
import { text } from '../catalogue';
import { expect, SECRET_HEADER, test } from '../fixtures';
import { createVerifiedMember, logInThroughForm } from '../helpers/accountJourney';

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
  await logInThroughForm(page, member.email, member.password);
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
