import { screen, waitFor, within } from '@testing-library/react';
import { buildListEvent } from '../../../../testing/fixtures/eventFixtures';
import { buildGalleryImage, buildProfile } from '../../../../testing/fixtures/userFixtures';
import { accountHandlers, type MultipartFields } from '../../../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import { loggedInState } from '../../../../testing/sessionFixtures';
import type { Profile } from '../../accountApi';
import ProfileRoutePage from '../../../../app/pages/ProfileRoutePage';

function renderAccountTab(profile: Profile, options: Parameters<typeof accountHandlers>[0] = {}) {
  server.use(...accountHandlers({ profile, ...options }));
  return renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: profile }),
  });
}

/** The value shown next to a label in the details list. */
function detail(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

function field(name: RegExp) {
  return screen.getByRole('textbox', { name });
}

/** Edit mode: the form loads on demand, so its first field is awaited. */
async function startEditing(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await screen.findByRole('textbox', { name: /^First name/ });
}

/** Pasted rather than typed key by key: the same events for the form, far fewer renders. */
async function enter(user: ReturnType<typeof renderWithProviders>['user'], name: RegExp, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

// Form tests drive many fields; the shared CI machine can be slow.
const FORM_TEST_TIMEOUT_MS = 20000;

describe('Account details, view mode', () => {
  it('shows who the user is, N/A for a missing address, the default avatar and the favourite events', async () => {
    const favourite = buildListEvent({
      name: 'Torneo di calcetto di primavera',
      eventDate: '2026-12-12',
      isFavourite: true,
    });
    const profile = buildProfile({ dob: '1994-05-14', address: '', location: null, favouriteEvent: [favourite] });
    renderAccountTab(profile);

    expect(await screen.findByText('Giulia', { selector: 'dd' })).toBeInTheDocument();
    expect(detail('Last name')).toBe('Rossi');
    expect(detail('E-mail')).toBe('giulia.rossi@example.it');
    expect(detail('Fiscal code')).toBe('RSSGLI94E54F205X');
    expect(detail('Date of birth')).toBe('14/05/1994');
    expect(detail('Address')).toBe('N/A');
    expect(screen.getByRole('img', { name: 'Default profile picture' })).toBeInTheDocument();

    const favourites = screen.getByRole('region', { name: 'Favourite events' });
    expect(within(favourites).getByText('12/12/2026')).toBeInTheDocument();
    expect(within(favourites).getByRole('link', { name: 'View Torneo di calcetto di primavera' })).toHaveAttribute(
      'href',
      `/event/detail/${favourite._id}`,
    );
    expect(screen.getByText('No image uploaded')).toBeInTheDocument();
  });

  it("shows the user's picture and uploaded pictures, and 'No favourite event' when there is none", async () => {
    const profile = buildProfile({ picture: '/uploads/profiles/giulia.jpg', images: [buildGalleryImage()] });
    renderAccountTab(profile);

    expect(await screen.findByRole('img', { name: 'Profile picture of Giulia Rossi' })).toHaveAttribute(
      'src',
      '/uploads/profiles/giulia.jpg',
    );
    expect(screen.getByText('No favourite event')).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'My uploaded pictures' });
    expect(within(gallery).getByRole('img', { name: 'Picture 1 you uploaded to an event' })).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Delete picture 1' })).toBeInTheDocument();
  });

  it('says the profile could not be loaded and loads it again on Try again', async () => {
    const profile = buildProfile();
    // The load fails until the test takes the error away (the handlers read it at each request).
    const getProfile: { error?: { message: string; statusCode: number; error: string } } = {
      error: { message: 'Server error', statusCode: 500, error: 'Internal Server Error' },
    };
    server.use(...accountHandlers({ profile, getProfile }));
    const { user } = renderWithProviders(<ProfileRoutePage />, {
      route: '/profile',
      preloadedState: loggedInState({ user: profile }),
    });

    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    delete getProfile.error;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Giulia', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('Account details, edit mode', () => {
  it('switches to edit mode in Redux with the current values, and back on cancel, sending nothing', async () => {
    const sent: MultipartFields[] = [];
    const { user, store } = renderAccountTab(buildProfile(), {
      updateProfile: { onRequest: (body) => sent.push(body) },
    });

    await startEditing(user);

    expect(store.getState().profileUi.accountDetailsMode).toBe('edit');
    expect(field(/^First name/)).toHaveValue('Giulia');
    expect(field(/^Date of birth/)).toHaveValue('14/05/1994');
    expect(field(/^E-mail/)).toHaveValue('giulia.rossi@example.it');
    expect(field(/^E-mail/)).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(store.getState().profileUi.accountDetailsMode).toBe('view');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it(
    'checks every rule on blur with its message',
    async () => {
      const { user } = renderAccountTab(buildProfile());
      await startEditing(user);

      const required: [RegExp, string][] = [
        [/^First name/, 'First name is required'],
        [/^Last name/, 'Last name is required'],
        [/^Prefix/, 'Mobile prefix is required'],
        [/^Mobile/, 'Mobile number is required'],
        [/^Date of birth/, 'Date of birth is required'],
        [/^Fiscal code/, 'Fiscal code is required'],
        [/^Address/, 'Address is required'],
      ];
      for (const [name, message] of required) {
        await user.clear(field(name));
        await user.tab();
        expect(field(name)).toHaveAccessibleDescription(message);
        expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      }

      await enter(user, /^Prefix/, '+3912');
      await user.tab();
      expect(field(/^Prefix/)).not.toHaveAccessibleDescription();
      await enter(user, /^Prefix/, '3');
      await user.tab();
      expect(field(/^Prefix/)).toHaveAccessibleDescription('The prefix has at most 5 characters');

      await enter(user, /^Mobile/, '3471234567890123');
      await user.tab();
      expect(field(/^Mobile/)).toHaveAccessibleDescription('The mobile number has at most 15 characters');

      await enter(user, /^Date of birth/, '31/02/1994');
      await user.tab();
      expect(field(/^Date of birth/)).toHaveAccessibleDescription('Enter the date as DD/MM/YYYY');
      await user.clear(field(/^Date of birth/));
      await enter(user, /^Date of birth/, '28/02/1994');
      await user.tab();
      expect(field(/^Date of birth/)).toHaveAttribute('aria-invalid', 'false');
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'sends the filled fields with dob as YYYY/MM/DD, then shows profileUpdated, the view, the new name',
    async () => {
      const sent: MultipartFields[] = [];
      const { user, store } = renderAccountTab(buildProfile(), {
        updateProfile: { onRequest: (body) => sent.push(body) },
      });
      await startEditing(user);

      await user.clear(field(/^First name/));
      await enter(user, /^First name/, '  Giulia Maria ');
      await user.clear(field(/^Date of birth/));
      await enter(user, /^Date of birth/, '01/02/1990');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(sent).toEqual([
        {
          firstName: 'Giulia Maria',
          lastName: 'Rossi',
          mobilePrefix: '39',
          mobile: '3471234567',
          dob: '1990/02/01',
          fiscalCode: 'RSSGLI94E54F205X',
          address: 'Corso Buenos Aires 33, 20124 Milano MI',
        },
      ]);
      await waitFor(() => expect(store.getState().profileUi.accountDetailsMode).toBe('view'));
      expect(detail('First name')).toBe('Giulia Maria');
      expect(detail('Date of birth')).toBe('01/02/1990');
      expect(store.getState().session.user?.firstName).toBe('Giulia Maria');
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('shows errorUpdatingProfile with the error text and stays in edit mode when the update fails', async () => {
    const error = {
      message: 'The field "dob" must be a valid date in the past.',
      statusCode: 400,
      error: 'Bad Request',
    };
    const { user, store } = renderAccountTab(buildProfile(), { updateProfile: { error } });
    await startEditing(user);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Error updating the profile: The field "dob" must be a valid date in the past.'),
    ).toBeInTheDocument();
    expect(store.getState().profileUi.accountDetailsMode).toBe('edit');
    expect(field(/^First name/)).toHaveValue('Giulia');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('reads in Italian too', async () => {
    const profile = buildProfile({ address: '', location: null });
    server.use(...accountHandlers({ profile }));
    const { user } = renderWithProviders(<ProfileRoutePage />, {
      route: '/profile',
      preloadedState: loggedInState({ user: profile, language: 'it' }),
    });

    expect(await screen.findByText('N/D', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Nessun evento preferito')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifica profilo' }));
    await user.clear(await screen.findByRole('textbox', { name: /^Nome/ }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription('Il nome è obbligatorio');
  });
});
