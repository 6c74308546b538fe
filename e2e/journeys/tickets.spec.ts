import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { findUpcomingEvent } from '../helpers/eventsCatalogueData';
import { logInThroughForm, sessionHeaders, signUpVerifiedMember } from '../helpers/eventsMember';
import { expectedTotals, formatEuro, payOnPreview } from '../helpers/ticketPurchase';

const tt = (key: string) => text('it', 'tickets', key);
const SANDBOX = { title: 'Pagamento di prova', approve: 'Approva il pagamento', cancel: 'Annulla' };

test('a member buys two tickets, approves the payment, sees them booked and answers the presence question', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Sara', 'Colombo');
  await logInThroughForm(page, member.email, member.password);
  const event = await findUpcomingEvent(
    request,
    await sessionHeaders(page),
    (e) => e.cost > 0 && e.remainingTickets >= 2,
  );
  const { price, fee, total } = expectedTotals(event.cost, 2);

  await page.goto(`/event/preview/${event._id}`);
  await page.getByLabel(new RegExp(`^${tt('preview.holderLabel')}`)).fill('Sara Colombo');
  const summary = page.getByRole('region', { name: tt('preview.eventName').replace('{{name}}', event.name) });
  await page.getByLabel(new RegExp(`^${tt('preview.numberLabel')}`)).fill('2');
  await expect(summary).toContainText(`2 × ${formatEuro(event.cost)} = ${formatEuro(price)}`);
  await expect(summary.getByRole('definition').nth(0)).toHaveText(formatEuro(event.cost));
  await expect(summary.getByRole('definition').nth(2)).toHaveText(formatEuro(fee));
  await expect(summary.getByRole('definition').nth(3)).toHaveText(formatEuro(total));
  await expect(summary).toContainText(tt('preview.serviceFee'));
  await expect(summary).toContainText(tt('preview.total'));

  await payOnPreview(page, event.name, 2);
  await expect(page.getByRole('heading', { level: 1, name: SANDBOX.title })).toBeVisible();
  await expect(page.locator('dd').nth(1)).toHaveText(formatEuro(total));
  await page.getByRole('button', { name: SANDBOX.approve }).click();

  await expect(page).toHaveURL(/\/paypal\/payment\/return\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: tt('payment.bookedTitle') })).toBeVisible();
  await expect(page.getByText(`2 × ${event.name}, totale ${formatEuro(total)}`)).toBeVisible();
  await expect(page.getByText(/^Riferimento: CMP-EV-\d{8}-/)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: text('it', 'account', 'profile.tabs.myEvents') }).click();
  const card = page.getByRole('article', { name: event.name });
  await expect(card).toContainText(tt('myEvents.card.tickets').replace('{{count}}', '2'));
  const question = card.getByRole('group', {
    name: tt('myEvents.presence.groupLabel').replace('{{name}}', event.name),
  });
  await expect(question).toContainText(tt('myEvents.presence.question'));
  await question.getByRole('button', { name: tt('myEvents.presence.yes'), exact: true }).click();
  await expect(card.getByText(tt('myEvents.presence.answeredYes'), { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: tt('myEvents.presence.no'), exact: true })).toHaveCount(0);

  // The answer is stored: a fresh load still shows it as text.
  await page.reload();
  await expect(
    page.getByRole('article', { name: event.name }).getByText(tt('myEvents.presence.answeredYes'), { exact: true }),
  ).toBeVisible();
});

test('a member who cancels on the payment page lands on the cancel page and holds no ticket', async ({
  page,
  request,
}) => {
  const member = await signUpVerifiedMember(request, 'Luca', 'Ricci');
  await logInThroughForm(page, member.email, member.password);
  const headers = await sessionHeaders(page);
  const event = await findUpcomingEvent(request, headers, (e) => e.cost > 0 && e.remainingTickets >= 1);

  await page.goto(`/event/preview/${event._id}`);
  await page.getByLabel(new RegExp(`^${tt('preview.holderLabel')}`)).fill('Luca Ricci');
  await payOnPreview(page, event.name, 1);
  await expect(page.getByRole('heading', { level: 1, name: SANDBOX.title })).toBeVisible();
  await page.getByRole('button', { name: SANDBOX.cancel, exact: true }).click();

  await expect(page).toHaveURL(/\/paypal\/payment\/cancel\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: tt('payment.cancelledTitle') })).toBeVisible();
  await expect(page.getByText(tt('payment.cancelledBody'))).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('tab', { name: text('it', 'account', 'profile.tabs.myEvents') }).click();
  await expect(page.getByText(text('it', 'common', 'messages.empty.notRegistered'))).toBeVisible();
  const after = await request.get(`/api/user/event/${event._id}`, { headers });
  expect((await after.json()).data.remainingTickets).toBe(event.remainingTickets);
});
