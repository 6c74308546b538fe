import { act, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { deferred } from '../testing/deferred';
import { renderWithProviders } from '../testing/renderWithProviders';
import { loggedInState } from '../testing/sessionFixtures';
import { OnceOpened } from './OnceOpened';

/** A dialog whose code arrives when the test releases it, opened and closed by two buttons. */
function setUp({ modal = true }: { modal?: boolean } = {}) {
  const code = deferred();
  const Dialog = lazy(async () => {
    await code.promise;
    return { default: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Order" /> : null) };
  });
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open</button>
        <button onClick={() => setOpen(false)}>Close</button>
        <OnceOpened open={open} modal={modal}>
          <Dialog open={open} />
        </OnceOpened>
      </>
    );
  }
  return { code, ...renderWithProviders(<Page />, { preloadedState: loggedInState({ language: 'en' }) }) };
}

describe('OnceOpened', () => {
  it('loads nothing before the first opening, then answers the click with the fallback until the code arrives', async () => {
    const { user, code } = setUp();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status', { name: 'Loading content' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    code.release();
    expect(await screen.findByRole('dialog', { name: 'Order' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();
  });

  it('drops the fallback when the dialog is closed before its code arrives', async () => {
    const { user, code } = setUp();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();
    await act(async () => {
      code.release();
      await code.promise;
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();
  });

  it('shows nothing while the code of a menu or drawer (not modal) loads', async () => {
    const { user, code } = setUp({ modal: false });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('status', { name: 'Loading content' })).not.toBeInTheDocument();

    code.release();
    expect(await screen.findByRole('dialog', { name: 'Order' })).toBeInTheDocument();
  });
});
