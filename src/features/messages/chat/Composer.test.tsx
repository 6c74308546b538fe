import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildPreferences } from '../../../testing/preferencesFixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { registerMessagesCatalogue } from '../messagesCatalogue';
import { messageTypeOf } from '../messagesApi';
import { Composer } from './Composer';
import { createComposerDraft, useComposerDraft, type ComposerDraft } from './composerDraft';

registerMessagesCatalogue();

const onSend = jest.fn<void, [string, File | null]>();

/** `draft`: one the test holds, to put a text in it as the chat does (a failed send's text back, an edit). */
function Harness({ draft: given }: { draft?: ComposerDraft }) {
  const own = useComposerDraft();
  const draft = given ?? own;
  const [picture, setPicture] = useState<File | null>(null);
  return (
    <Composer
      draft={draft}
      picture={picture}
      onPictureChange={setPicture}
      onSend={() => onSend(draft.text(), picture)}
    />
  );
}

const file = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

function setup(draft?: ComposerDraft) {
  renderWithProviders(<Harness draft={draft} />, {
    preloadedState: { preferences: buildPreferences({ language: 'en' }) },
  });
  // Pick files the input's accept list leaves out too, as a drag from the desktop can.
  return userEvent.setup({ applyAccept: false });
}

describe('Composer', () => {
  it('keeps send disabled without non-blank text or a picture', async () => {
    const user = setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('not valid message sent');
  });

  it('sends on Enter and adds a new line on Shift+Enter', async () => {
    const user = setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Ciao{Shift>}{Enter}{/Shift}a tutti');
    expect(box).toHaveValue('Ciao\na tutti');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Ciao\na tutti', null);
  });

  it('takes one JPEG or PNG under 5 MB and refuses the rest with SPEC texts', async () => {
    const user = setup();
    const attach = screen.getByLabelText('Attach a picture');
    await user.upload(attach, file('anim.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('image must be JPG or PNG');
    await user.upload(attach, file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Image size must be less than 5 MB');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.upload(attach, file('campo.png', 'image/png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('campo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', expect.objectContaining({ name: 'campo.png' }));
  });

  it('is one plain textarea of one row, without a hidden twin measuring it on every key', () => {
    setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('rows', '1');
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('grows with its lines in the next frame and shrinks when they go (no field-sizing in jsdom)', async () => {
    const user = setup();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    // jsdom lays nothing out: the text's height as a browser would lay it, 23 px a line.
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => box.value.split('\n').length * 23 });
    Object.defineProperty(box, 'clientHeight', {
      configurable: true,
      get: () => (box.style.height ? parseFloat(box.style.height) : 23),
    });
    await user.type(box, 'Ciao{Shift>}{Enter}{/Shift}a{Shift>}{Enter}{/Shift}tutti');
    await waitFor(() => expect(box.style.height).toBe('69px'));
    await user.clear(box);
    await waitFor(() => expect(box.style.height).toBe('23px'));
  });

  it('shows a text the chat puts in the draft, with its count and the label floated above it, and empties it again', async () => {
    const draft = createComposerDraft();
    setup(draft);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const label = document.querySelector('label[data-shrink]');
    expect(label).toHaveAttribute('data-shrink', 'false');
    act(() => draft.setText('Ciao a tutti'));
    expect(box).toHaveValue('Ciao a tutti');
    expect(screen.getByText('12/2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await waitFor(() => expect(label).toHaveAttribute('data-shrink', 'true'));

    act(() => draft.setText(''));
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(label).toHaveAttribute('data-shrink', 'false'));
  });

  it('lets a picked picture be removed', async () => {
    const user = setup();
    await user.upload(screen.getByLabelText('Attach a picture'), file('campo.png', 'image/png'));
    await user.click(screen.getByLabelText('Remove the picture campo.png'));
    expect(screen.queryByText('campo.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('messageTypeOf', () => {
  const picture = file('a.png', 'image/png');
  it('is Text, Picture or TextWithPicture from what is sent', () => {
    expect(messageTypeOf('Ciao', null)).toBe('Text');
    expect(messageTypeOf('  ', picture)).toBe('Picture');
    expect(messageTypeOf('Ciao', picture)).toBe('TextWithPicture');
  });
});

describe('Composer text rules', () => {
  it('keeps send disabled for text of spaces and zero-width characters only', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ' \u200B\u200C \u200D\u2060\uFEFF ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'a');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('counts the text as it is typed and blocks a text over 2000 characters instead of cutting it', async () => {
    const user = setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Ciao');
    expect(screen.getByText('4/2000')).toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(1997));
    expect(box).toHaveValue(`Ciao${'x'.repeat(1997)}`);
    expect(screen.getByText('2001/2000: too long, shorten it to send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const sendsBefore = onSend.mock.calls.length;
    await user.keyboard('{Enter}');
    expect(onSend.mock.calls.length).toBe(sendsBefore);
    await user.keyboard('{Backspace}');
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
