import { text } from '../catalogue';
import { expect, test } from '../fixtures';
import { createVerifiedMember, field, submitLogInForm, resetCodeIn, waitForMail } from '../helpers/accountJourney';

test('a member who forgot the password gets a mailed code, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const member = await createVerifiedMember(request, 'recupero');
  const newPassword = 'nuovaPassword9';
  const r = (key: string) => text('it', 'login', `recovery.${key}`);

  await page.goto('/login');
  await page.getByRole('button', { name: text('it', 'login', 'form.forgotPassword') }).click();
  const dialog = page.getByRole('dialog', { name: r('title') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(r('email.intro'))).toBeVisible();

  await field(dialog, r('email.label')).fill(member.email);
  await dialog.getByRole('button', { name: r('email.submit') }).click();
  await expect(dialog.getByText(r('code.intro').replace('{{email}}', member.email))).toBeVisible();

  const mail = await waitForMail(request, member.email, /\b\d{6}\b/);
  expect(mail.subject).toBe('Il tuo codice per reimpostare la password');
  const code = resetCodeIn(mail);

  // A wrong code is refused first, and the dialog stays on the code step
  const wrongCode = code === '000000' ? '111111' : '000000';
  await field(dialog, r('code.label')).fill(wrongCode);
  await dialog.getByRole('button', { name: r('code.submit') }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(field(dialog, r('password.newLabel'))).toHaveCount(0);

  await field(dialog, r('code.label')).fill(code);
  await dialog.getByRole('button', { name: r('code.submit') }).click();
  await expect(dialog.getByText(r('password.intro'))).toBeVisible();

  await field(dialog, r('password.newLabel')).fill(newPassword);
  await field(dialog, r('password.confirmLabel')).fill(newPassword);
  await dialog.getByRole('button', { name: r('password.submit') }).click();
  await expect(dialog.getByText(r('done.title'))).toBeVisible();
  await expect(dialog.getByText(r('done.body'))).toBeVisible();
  await dialog.getByRole('button', { name: r('done.backToLogin') }).click();
  await expect(dialog).toBeHidden();

  // The old password is gone, the new one opens the session
  await submitLogInForm(page, member.email, member.password);
  await expect(page.getByRole('main').getByText('E-mail o password non corretti.')).toBeVisible();
  await submitLogInForm(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/events$/);
  await expect(
    page.getByRole('link', { name: text('it', 'common', 'layout.topBar.profile'), exact: true }),
  ).toBeVisible();
});
