import { screen, waitFor, within } from '@testing-library/react';
import { defaultPreferences } from '../../../../preferences/preferencesSlice';
import { authHandlers, type AuthHandlersOptions, type PasswordReset } from '../../../../testing/handlers/authHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import type { ResetCodeCheck } from '../../authApi';
import { fill, SLOW_FORM_TIMEOUT_MS } from '../authTestUtils';
import LoginPage from '../LoginPage';

jest.setTimeout(SLOW_FORM_TIMEOUT_MS);

interface Sent {
  emails: string[];
  codes: ResetCodeCheck[];
  resets: PasswordReset[];
}

function renderRecovery(options: AuthHandlersOptions = {}, language: 'it' | 'en' = 'en') {
  const sent: Sent = { emails: [], codes: [], resets: [] };
  server.use(
    ...authHandlers({
      ...options,
      requestResetCode: { ...options.requestResetCode, onRequest: ({ email }) => sent.emails.push(email) },
      verifyResetCode: { ...options.verifyResetCode, onRequest: (body) => sent.codes.push(body) },
      resetPassword: {
        ...options.resetPassword,
        onRequest: (reset) => sent.resets.push(reset),
      },
    }),
  );
  const view = renderWithProviders(<LoginPage />, {
    route: '/login',
    preloadedState: { preferences: { ...defaultPreferences(), language } },
  });
  return { ...view, sent };
}

async function openAndSendEmail(user: ReturnType<typeof renderWithProviders>['user'], email: string) {
  await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Recover your password' });
  await fill(user, within(dialog).getByRole('textbox', { name: /^Email/ }), email);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return dialog;
}

// The steps' names, without their numbers (drawn in circles hidden from screen readers).
function stepNames(element: HTMLElement) {
  return within(element)
    .getAllByText(/.+/, { ignore: '[aria-hidden="true"]' })
    .map((name) => name.textContent);
}

function activeStepLabel(dialog: HTMLElement) {
  return stepNames(within(dialog).getByRole('listitem', { current: 'step' }))[0];
}

describe('Password recovery', () => {
  it('goes from the e-mail to the code to the new password, showing each step, then back to login', async () => {
    const { user, sent } = renderRecovery({ verifyResetCode: { validCode: '482913', resetToken: 'reset-xyz' } });

    const dialog = await openAndSendEmail(user, ' giulia.rossi@example.it ');
    expect(stepNames(within(dialog).getByRole('list', { name: 'Password recovery steps' }))).toEqual([
      'Email',
      'Code',
      'New password',
    ]);

    expect(await within(dialog).findByText(/We sent a 6-digit code to giulia.rossi@example.it/)).toBeInTheDocument();
    expect(activeStepLabel(dialog)).toBe('Code');
    expect(sent.emails).toEqual(['giulia.rossi@example.it']);

    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await fill(user, code, '48291');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));
    expect(code).toHaveAccessibleDescription('The code has 6 digits');
    await fill(user, code, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));

    const newPassword = await within(dialog).findByLabelText(/^New password/);
    expect(activeStepLabel(dialog)).toBe('New password');
    expect(sent.codes).toEqual([{ email: 'giulia.rossi@example.it', code: '482913' }]);
    const confirm = within(dialog).getByLabelText(/^Confirm password/);

    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(newPassword).toHaveAccessibleDescription('password is required');
    expect(confirm).toHaveAccessibleDescription('Confirm password is required');

    await fill(user, newPassword, 'corta');
    await fill(user, confirm, 'diversa1');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    expect(newPassword).toHaveAccessibleDescription('Password must be 6 characters long');
    expect(confirm).toHaveAccessibleDescription('passwords do not match');
    expect(sent.resets).toEqual([]);

    await user.clear(newPassword);
    await fill(user, newPassword, 'nuova-password');
    await user.clear(confirm);
    await fill(user, confirm, 'nuova-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));

    expect(await within(dialog).findByText('Password changed')).toBeInTheDocument();
    expect(sent.resets).toEqual([
      { body: { password: 'nuova-password', confirmPassword: 'nuova-password' }, authorization: 'Bearer reset-xyz' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('says the code has expired on a 410 and sends a new one on request', async () => {
    const { user, sent } = renderRecovery({
      verifyResetCode: {
        error: { message: 'OTP has been expired, please try again', statusCode: 410, error: 'Gone' },
      },
    });

    const dialog = await openAndSendEmail(user, 'giulia.rossi@example.it');
    await fill(user, await within(dialog).findByRole('textbox', { name: /^Code/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify code' }));

    expect(await within(dialog).findByText('OTP has been expired, please try again')).toBeInTheDocument();
    expect(activeStepLabel(dialog)).toBe('Code');

    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sent.emails).toEqual(['giulia.rossi@example.it', 'giulia.rossi@example.it']));
    await waitFor(() =>
      expect(within(dialog).queryByText('OTP has been expired, please try again')).not.toBeInTheDocument(),
    );
  });

  it('shows the expired-code text in Italian too, and the server message for a wrong code', async () => {
    const { user } = renderRecovery({}, 'it');

    await user.click(await screen.findByRole('button', { name: 'Hai dimenticato la password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recupera la password' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'giulia.rossi@example.it');
    await user.click(within(dialog).getByRole('button', { name: 'Invia il codice' }));
    await fill(user, await within(dialog).findByRole('textbox', { name: /^Codice/ }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verifica il codice' }));

    expect(await within(dialog).findByText('Codice non valido')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Invia un nuovo codice' })).not.toBeInTheDocument();

    server.use(
      ...authHandlers({
        verifyResetCode: { error: { message: 'Codice scaduto', statusCode: 410, error: 'Gone' } },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Verifica il codice' }));
    expect(await within(dialog).findByText('Il codice OTP è scaduto, riprova')).toBeInTheDocument();
  });
});
