import AxeBuilder from '@axe-core/playwright';
import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { apiSessionHeaders, DEMO_PASSWORD, logInThroughForm } from '../helpers/eventsMember';
import { MARIO, WCAG_22_AA_TAGS } from '../helpers/routeSweep';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const size of SIZES) {
  test(`${size.width} px: the empty signup form's error texts keep clear of every label, and pass axe in dark mode`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize(size);
    await page.goto('/usersignup');
    await page.getByRole('button', { name: text('it', 'userSignup', 'submit') }).click();
    const errors = page.locator('.MuiFormHelperText-root.Mui-error');
    await expect(errors.first()).toBeVisible();

    const helperBoxes = (await errors.evaluateAll((nodes) =>
      nodes.map((n) => n.getBoundingClientRect().toJSON()),
    )) as Box[];
    const labelBoxes = (await page
      .locator('form .MuiInputLabel-root')
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))) as Box[];
    expect(helperBoxes.length).toBeGreaterThan(3);
    const collisions = helperBoxes.flatMap((helper, i) =>
      labelBoxes
        .filter((label) => overlaps(helper, label))
        .map((label) => `error ${i} at y ${helper.y} meets a label at y ${label.y}`),
    );
    expect(collisions).toEqual([]);

    // The error colour on the dark paper: WCAG 1.4.3 contrast.
    const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });
}

test('event detail: Register is in view on load at 1440 and 390 px, and a toast leaves the top bar usable', async ({
  page,
  request,
}) => {
  const headers = await apiSessionHeaders(request, MARIO, DEMO_PASSWORD);
  const event = await findUpcomingEvent(request, headers, (e) => e.remainingTickets > 0);
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);

  for (const size of [...SIZES].reverse()) {
    await page.setViewportSize(size);
    await page.goto(`/event/detail/${event._id}`);
    const register = page.getByRole('link', { name: text('it', 'events', 'detail.register') });
    await expect(register).toBeInViewport({ ratio: 1 });
    const panel = page.getByRole('complementary', { name: text('it', 'events', 'detail.registerPanel') });
    await expect(panel).toContainText(/\d+,\d{2}\s€/);
    await expect(panel).toContainText(/bigliett/);
  }

  // A phone: a toast opens below the top bar, whose last entry stays clickable.
  await page.setViewportSize(SIZES[0]);
  await page
    .getByRole('button', { name: /preferiti/i })
    .first()
    .click();
  const toast = page.locator('.notistack-SnackbarContainer').first();
  await expect(toast).toBeVisible();
  const barBox = (await page.locator('header').first().boundingBox()) as Box;
  const toastBox = (await toast.boundingBox()) as Box;
  expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  // Back to mario's own choice for the journeys that follow.
  await page
    .getByRole('button', { name: /preferiti/i })
    .first()
    .click();
});

test('390 px: the chosen profile tab is whole in view, not cut off at the strip edge', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, MARIO, DEMO_PASSWORD);
  await page.goto('/profile?tab=myOrders');
  const strip = page.getByRole('tablist', { name: text('it', 'account', 'profile.page.tabsLabel') });
  const chosen = strip.getByRole('tab', { name: text('it', 'account', 'profile.tabs.myOrders') });
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect
    .poll(async () => {
      const [tab, scroller] = await Promise.all([
        chosen.boundingBox(),
        strip.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { x: box.x, width: box.width };
        }),
      ]);
      return tab !== null && tab.x >= scroller.x - 1 && tab.x + tab.width <= scroller.x + scroller.width + 1;
    })
    .toBe(true);
});
