import { text } from '../catalogue';
import { expect, readMailbox, test } from '../fixtures';

const PROVIDER_INBOX = process.env.CONTACT_EMAIL ?? 'info@campo.test';

test('the contact form sends, and the captured mail to the provider holds the message', async ({ page, request }) => {
  const unique = `Vorrei iscrivere mio figlio al torneo di sabato (${Date.now()}).`;
  await page.goto('/contact/us');
  await page.getByLabel(text('it', 'public', 'contact.form.nameLabel')).fill('Lucia Ferri');
  await page.getByLabel(text('it', 'public', 'contact.form.emailLabel')).fill('lucia.ferri@example.it');
  await page.getByLabel(text('it', 'public', 'contact.form.messageLabel')).fill(unique);
  await page.getByRole('button', { name: text('it', 'public', 'contact.form.submit') }).click();

  await expect(
    page
      .getByRole('alert')
      .or(page.getByText(/grazie|inviato/i))
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel(text('it', 'public', 'contact.form.messageLabel'))).toHaveValue('');

  const mails = await readMailbox(request, PROVIDER_INBOX);
  const mail = mails.find((m) => m.text.includes(unique));
  expect(mail, 'a captured mail with the message').toBeDefined();
  expect(mail!.text).toContain('lucia.ferri@example.it');
  expect(mail!.text).toContain('Lucia Ferri');
});

test('the contact form shows field errors and sends nothing while they stand', async ({ page }) => {
  await page.goto('/contact/us');
  await page.getByLabel(text('it', 'public', 'contact.form.emailLabel')).fill('non-una-mail');
  await page.getByRole('button', { name: text('it', 'public', 'contact.form.submit') }).click();
  await expect(page.getByText(text('it', 'public', 'contact.form.nameRequired'))).toBeVisible();
  await expect(page.getByText(text('it', 'public', 'contact.form.emailInvalid'))).toBeVisible();
  await expect(page.getByText(text('it', 'public', 'contact.form.messageRequired'))).toBeVisible();
});
