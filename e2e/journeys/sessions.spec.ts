import { text, textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { createVerifiedMember, expectToast, submitLogInForm, type Member } from '../helpers/accountJourney';

const s = (key: string) => text('it', 'account', `profile.sessions.${key}`);

test('a member sees where they are logged in and ends the other browser, which must log in again', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const member = await createVerifiedMember(request, 'sessioni');

  // Browser B logs in first and keeps its live socket open.
  const contextB = await browser.newContext({ baseURL, locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  try {
    const pageB = await contextB.newPage();
    const socketB = pageB.waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'));
    await pageB.goto('/login');
    await submitLogInForm(pageB, member.email, member.password);
    await expect(pageB).toHaveURL(/\/events$/);
    const socketClosed = new Promise<void>(
      (resolve) => void socketB.then((socket) => socket.on('close', () => resolve())),
    );

    // Browser A lists two sessions: this device, and B.
    await page.goto('/login');
    await submitLogInForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/events$/);
    await page.goto('/profile?tab=changePassword');
    const section = page.getByRole('region', { name: s('title') });
    const rows = section.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: s('thisDevice') })).toHaveCount(1);
    await expect(rows.first()).toContainText('Chrome · Linux');

    // A ends B's session: the row leaves the list and B's socket closes at once.
    const endB = section.getByRole('button', {
      name: textWith('it', 'account', 'profile.sessions.endLabel', { device: 'Chrome · Linux' }),
    });
    await expectToast(page, s('ended'), () => endB.click());
    await expect(rows).toHaveCount(1);
    await expect(section.getByText(s('onlyThisDevice'))).toBeVisible();
    await socketClosed;

    // B's next visit to a member page sends it to the login.
    await pageB.goto('/profile');
    await expect(pageB).toHaveURL(/\/login$/);
    await expect(pageB.getByRole('heading', { level: 1, name: text('it', 'login', 'page.title') })).toBeVisible();

    // A is still logged in.
    await page.reload();
    await expect(page.getByRole('region', { name: s('title') }).getByRole('listitem')).toHaveCount(1);
  } finally {
    await contextB.close();
  }
});

test('the page a session ended on is kept for its member only: another member logging in on that tab goes home', async ({
  page,
  request,
}) => {
  const first = await createVerifiedMember(request, 'ritornoa');
  const second = await createVerifiedMember(request, 'ritornob');

  // The profile page, once it shows who is logged in.
  async function openProfileOf(member: Member) {
    await page.goto('/profile');
    await expect(page.getByText(member.firstName).first()).toBeVisible();
  }

  // The first member's session ends with their profile open (the cookies go, as when they log out in another tab).
  await page.goto('/login');
  await submitLogInForm(page, first.email, first.password);
  await expect(page).toHaveURL(/\/events$/);
  await openProfileOf(first);
  await page.context().clearCookies();
  await expect(page).toHaveURL(/\/login$/);
  // Someone else logs in on the same tab: their home, not the first member's profile.
  await submitLogInForm(page, second.email, second.password);
  await expect(page).toHaveURL(/\/events$/);

  // The same member logging in again is brought back to the page.
  await openProfileOf(second);
  await page.context().clearCookies();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogInForm(page, second.email, second.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(second.firstName).first()).toBeVisible();
});
