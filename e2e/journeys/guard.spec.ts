import { text } from '../catalogue';
import { expect, test } from '../fixtures';

test('an auth route visited logged out warns "Please login first" and lands on /login', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByText(text('it', 'common', 'messages.session.loginFirst'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the warning follows the chosen language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await page.goto('/profile');
  await expect(page.getByText('Please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
