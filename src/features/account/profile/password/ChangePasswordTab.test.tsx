import { screen, waitFor } from '@testing-library/react';
import { deferred } from '../../../../testing/deferred';
import { buildProfile } from '../../../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import { loggedInState } from '../../../../testing/sessionFixtures';
import type { ChangePasswordBody } from '../../accountApi';
import ProfileRoutePage from '../../../../app/pages/ProfileRoutePage';
import { PROFILE_TAB_STORAGE_KEY } from '../profileTabs';

async function renderPasswordTab(options: Parameters<typeof accountHandlers>[0] = {}) {
  const received: ChangePasswordBody[] = [];
  sessionStorage.setItem(PROFILE_TAB_STORAGE_KEY, 'changePassword');
  server.use(
    ...accountHandlers({
      ...options,
      changePassword: { ...options.changePassword, onRequest: (body) => received.push(body) },
    }),
  );
  const view = renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: buildProfile() }),
  });
  // Password fields have no textbox role: find them by label. The tab's chunk loads when the tab is chosen.
  const fields = {
    oldPassword: await screen.findByLabelText(/^Current password/),
    newPassword: screen.getByLabelText(/^New password/),
    confirmPassword: screen.getByLabelText(/^Confirm new password/),
  };
  return { ...view, fields, received };
}

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  fields: Awaited<ReturnType<typeof renderPasswordTab>>['fields'],
  values: ChangePasswordBody,
) {
  for (const name of ['oldPassword', 'newPassword', 'confirmPassword'] as const) {
    await user.click(fields[name]);
    await user.paste(values[name]);
  }
}

const goodValues: ChangePasswordBody = {
  oldPassword: 'vecchia-1',
  newPassword: 'nuova-22',
  confirmPassword: 'nuova-22',
};

describe('Change password', () => {
  it('shows each rule on blur: required, 6 characters, matching', async () => {
    const { user, fields, received } = await renderPasswordTab();

    await user.click(fields.oldPassword);
    await user.tab();
    expect(fields.oldPassword).toHaveAccessibleDescription('Current password is required');
    await user.tab();
    expect(fields.newPassword).toHaveAccessibleDescription('password is required');

    await user.click(fields.newPassword);
    await user.paste('12345');
    await user.tab();
    expect(fields.newPassword).toHaveAccessibleDescription('Password must be 6 characters long');

    await user.paste('123457');
    await user.tab();
    expect(fields.confirmPassword).toHaveAccessibleDescription('passwords do not match');

    await user.clear(fields.newPassword);
    await user.paste('123457');
    await user.tab();
    expect(fields.newPassword).not.toHaveAccessibleDescription();
    expect(fields.confirmPassword).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(fields.oldPassword).toHaveAccessibleDescription('Current password is required');
    expect(received).toEqual([]);
  });

  it("sends the three fields, shows the server's message and clears the form", async () => {
    const { user, fields, received } = await renderPasswordTab({
      changePassword: { message: 'Password changed successfully' },
    });

    await fill(user, fields, goodValues);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(received).toEqual([goodValues]);
    await waitFor(() => expect(fields.oldPassword).toHaveValue(''));
    expect(fields.newPassword).toHaveValue('');
    expect(fields.confirmPassword).toHaveValue('');
    expect(fields.oldPassword).toHaveAttribute('aria-invalid', 'false');
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    const error = { message: 'The current password is wrong', statusCode: 400, error: 'Bad Request' };
    const { user, fields } = await renderPasswordTab({ changePassword: { error } });

    await fill(user, fields, goodValues);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
    expect(fields.oldPassword).toHaveValue(goodValues.oldPassword);
    expect(fields.newPassword).toHaveValue(goodValues.newPassword);
  });

  it('disables the button while the change is in flight', async () => {
    const hold = deferred();
    const { user, fields, received } = await renderPasswordTab({
      changePassword: { holdUntil: hold.promise, message: 'Password changed successfully' },
    });

    await fill(user, fields, goodValues);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(received).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Changing/ })).toBeDisabled();
    hold.release();
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled());
  });
});
