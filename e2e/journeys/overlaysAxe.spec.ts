import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { textWith } from '../catalogue';
import { expect, test } from '../fixtures';
import { DEMO_PASSWORD, logInThroughForm, sessionHeaders } from '../helpers/eventsMember';
import { MARIO, WCAG_22_AA_TAGS } from '../helpers/routeSweep';

// Issue 24's walk: contrast was measured with nothing open, and the green success toast read at about 3.3:1. Axe
// (WCAG 2.2 AA) runs here with a toast on screen and with a dialog open, in light and dark.

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a success toast and the order dialog are axe clean (${scheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'it-IT', colorScheme: scheme });
    const page = await context.newPage();

    // Logging in greets the member with a success toast.
    await logInThroughForm(page, MARIO, DEMO_PASSWORD);
    const toast = page.locator('.notistack-SnackbarContainer').getByText(/Mario/);
    await expect(toast).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An order's detail dialog, opened from its link in My orders.
    const orders = await page.request.get('/api/user/myorders?productType=Product&view=placed&offset=0&limit=1', {
      headers: await sessionHeaders(page),
    });
    const [order] = (await orders.json()).data as { _id: string; transactionId: string }[];
    await page.goto(`/profile?tab=myOrders&order=${order._id}`);
    const dialog = page.getByRole('dialog', {
      name: textWith('it', 'orders', 'myOrders.detail.title', { reference: order.transactionId }),
    });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
