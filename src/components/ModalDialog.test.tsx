import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './ModalDialog';

interface Played {
  node: Element;
  keyframes: Keyframe[];
}

// jsdom has no Web Animations API: a stand-in records what the fade asks the browser to play.
let played: Played[] = [];
beforeEach(() => {
  played = [];
  Element.prototype.animate = function animate(this: Element, keyframes: Keyframe[] | PropertyIndexedKeyframes | null) {
    played.push({ node: this, keyframes: keyframes as Keyframe[] });
    return { cancel: () => undefined } as Animation;
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).animate;
});

const fadesIn = (node: Element) => played.some((entry) => entry.node === node && entry.keyframes[1]?.opacity === 1);
const fadesOut = (node: Element) => played.some((entry) => entry.node === node && entry.keyframes[1]?.opacity === 0);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} aria-labelledby="modal-dialog-title">
        <DialogTitle id="modal-dialog-title">Details</DialogTitle>
        <DialogContent>
          <Button>Inside</Button>
        </DialogContent>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('fades the dialog and its backdrop in and out, moves the focus in, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    // The dialog's container (the transition's child) and the backdrop are what fade.
    const container = dialog.parentElement as HTMLElement;
    const backdrop = document.querySelector('.MuiBackdrop-root') as HTMLElement;
    expect(fadesIn(container)).toBe(true);
    expect(fadesIn(backdrop)).toBe(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(fadesOut(container)).toBe(true);
    expect(fadesOut(backdrop)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens again after closing, and closes on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens and closes without the Web Animations API (nothing to play)', async () => {
    delete (Element.prototype as Partial<Element>).animate;
    const user = userEvent.setup();
    render(<Opener />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
