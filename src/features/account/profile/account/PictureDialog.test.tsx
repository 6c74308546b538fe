import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile } from '../../../../testing/fixtures/userFixtures';
import { accountHandlers, type MultipartFields } from '../../../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import ProfileRoutePage from '../../../../app/pages/ProfileRoutePage';
import { loggedInState } from '../../../../testing/sessionFixtures';
import { buildTestFile } from '../../../../testing/testFile';

const MB = 1024 * 1024;

// Counts the edit form's renders: each one renders its text fields.
const mockTextFieldRender = jest.fn();
jest.mock('@mui/material/TextField', () => {
  const actual = jest.requireActual<typeof import('@mui/material/TextField')>('@mui/material/TextField');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    ...actual,
    default: function CountedTextField(props: import('@mui/material/TextField').TextFieldProps) {
      mockTextFieldRender();
      return createElement(actual.default, props);
    },
  };
});

async function openPictureDialog(options: Parameters<typeof accountHandlers>[0] = {}) {
  const uploads: MultipartFields[] = [];
  const profile = buildProfile();
  server.use(
    ...accountHandlers({
      profile,
      ...options,
      updateProfilePicture: { ...options.updateProfilePicture, onRequest: (body) => uploads.push(body) },
    }),
  );
  const view = renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: profile }),
  });
  // The accept attribute is a hint the browser's picker can ignore; the dialog checks the type itself.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await user.click(await screen.findByRole('button', { name: 'Change picture' }));
  // The dialog's code loads with its first opening.
  const dialog = await screen.findByRole('dialog', { name: 'Change profile picture' });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the picture dialog');
  return { ...view, user, dialog, input, uploads };
}

describe('Profile picture dialog', () => {
  it('opens with the focus inside without rendering the edit form again; Escape gives the focus back', async () => {
    const { user, dialog } = await openPictureDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const formRenders = mockTextFieldRender.mock.calls.length;
    expect(formRenders).toBeGreaterThan(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Change picture' });
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Change profile picture' })).toBeInTheDocument();
    expect(mockTextFieldRender.mock.calls.length).toBe(formRenders);
  });

  it("asks for a picture first: 'Please select a picture first.'", async () => {
    const { user, dialog, uploads } = await openPictureDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a picture first.');
    expect(uploads).toEqual([]);
  });

  it("refuses a file that is not an image: 'Only image files are allowed.'", async () => {
    const { user, dialog, input, uploads } = await openPictureDialog();

    await user.upload(input, buildTestFile('tessera.pdf', 'application/pdf'));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only image files are allowed.');
    expect(within(dialog).getByText('No picture chosen yet')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(uploads).toEqual([]);
  });

  it("refuses an image of 2 MB or more: 'Image size must be less than 2MB.'", async () => {
    const { user, dialog, input } = await openPictureDialog();

    await user.upload(input, buildTestFile('grande.jpg', 'image/jpeg', 2 * MB));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Image size must be less than 2MB.');

    await user.upload(input, buildTestFile('giusta.jpg', 'image/jpeg', 2 * MB - 1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Chosen: giusta.jpg')).toBeInTheDocument();
  });

  it("refuses more than one file: 'You can add only 1 picture.'", async () => {
    const { dialog } = await openPictureDialog();

    fireEvent.drop(within(dialog).getByTestId('picture-drop-zone'), {
      dataTransfer: { files: [buildTestFile('uno.png', 'image/png'), buildTestFile('due.png', 'image/png')] },
    });

    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can add only 1 picture.');
  });

  it('uploads the picture, shows profilePictureUpdated, and puts it in the profile and the session', async () => {
    const pictureUrl = '/uploads/profiles/giulia-nuova.jpg';
    const { user, dialog, input, uploads, store } = await openPictureDialog({
      updateProfilePicture: { pictureUrl },
    });

    await user.upload(input, buildTestFile('ritratto.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].picture).toBeInstanceOf(Blob);
    expect((uploads[0].picture as File).name).toBe('ritratto.png');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Profile picture of Giulia Rossi' })).toHaveAttribute('src', pictureUrl);
    expect(store.getState().session.user?.image).toBe(pictureUrl);
  });

  it('shows updatingPictureFailed and keeps the dialog open when the upload fails', async () => {
    const error = { message: 'File type not allowed', statusCode: 415, error: 'Unsupported Media Type' };
    const { user, dialog, input } = await openPictureDialog({ updateProfilePicture: { error } });

    await user.upload(input, buildTestFile('ritratto.png', 'image/png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Updating the picture failed: File type not allowed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change profile picture' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
