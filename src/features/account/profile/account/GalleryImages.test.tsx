import { screen, waitFor, within } from '@testing-library/react';
import { buildGalleryImage, buildProfile } from '../../../../testing/fixtures/userFixtures';
import { accountHandlers } from '../../../../testing/handlers/accountHandlers';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { server } from '../../../../testing/server';
import { loggedInState } from '../../../../testing/sessionFixtures';
import type { Profile } from '../../accountApi';
import ProfileRoutePage from '../../../../app/pages/ProfileRoutePage';

function renderGallery(profile: Profile, options: Parameters<typeof accountHandlers>[0] = {}) {
  const removals: { eventId: string; imageId?: string }[] = [];
  server.use(
    ...accountHandlers({
      profile,
      ...options,
      removeGalleryImage: { ...options.removeGalleryImage, onRequest: (body) => removals.push(body) },
    }),
  );
  const view = renderWithProviders(<ProfileRoutePage />, {
    route: '/profile',
    preloadedState: loggedInState({ user: profile }),
  });
  return { ...view, removals };
}

async function galleryRegion() {
  return screen.findByRole('region', { name: 'My uploaded pictures' });
}

describe('Gallery delete', () => {
  it('asks first, then removes the picture and shows pictureDeleted', async () => {
    const kept = buildGalleryImage({ url: '/uploads/gallery/kept.jpg' });
    const removed = buildGalleryImage({ url: '/uploads/gallery/removed.jpg' });
    const { user, removals } = renderGallery(buildProfile({ images: [removed, kept] }));
    const gallery = await galleryRegion();

    await user.click(within(gallery).getByRole('button', { name: 'Delete picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this picture?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(removals).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Picture deleted')).toBeInTheDocument();
    expect(removals).toEqual([{ eventId: removed.eventId, imageId: removed._id }]);
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(1));
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', kept.url);
  });

  it('keeps the picture and shows deletePictureCancelled when the user cancels', async () => {
    const image = buildGalleryImage();
    const { user, removals } = renderGallery(buildProfile({ images: [image] }));
    const gallery = await galleryRegion();

    await user.click(within(gallery).getByRole('button', { name: 'Delete picture 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Picture deletion cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removals).toEqual([]);
    expect(within(gallery).getByRole('img')).toHaveAttribute('src', image.url);
  });

  it("says 'Invalid request' and sends nothing for a picture without an id", async () => {
    const { user, removals } = renderGallery(buildProfile({ images: [buildGalleryImage({ _id: '' })] }));
    const gallery = await galleryRegion();

    await user.click(within(gallery).getByRole('button', { name: 'Delete picture 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(removals).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(gallery).getByRole('img')).toBeInTheDocument();
  });

  it('shows failedToDeletePicture and keeps the picture when the server refuses', async () => {
    const error = { message: 'Not your picture', statusCode: 403, error: 'Forbidden' };
    const { user, removals } = renderGallery(buildProfile({ images: [buildGalleryImage()] }), {
      removeGalleryImage: { error },
    });
    const gallery = await galleryRegion();

    await user.click(within(gallery).getByRole('button', { name: 'Delete picture 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the picture')).toBeInTheDocument();
    expect(removals).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(gallery).getByRole('img')).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Delete picture 1' })).toBeEnabled();
  });
});
