import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '../../../lib/constants';
import { chatImageProblem, type ChatImageProblem } from '../../../lib/imageRules';
import type { ComposerDraft } from './composerDraft';
import { canSend, textLength } from './composerRules';
import { ComposerCounter, ComposerSendButton, ComposerTextField } from './ComposerText';

export interface ComposerProps {
  /** The text being written: a key renders its counter only, and the send button when it turns sendable (ComposerText.tsx). */
  draft: ComposerDraft;
  picture: File | null;
  /** Called with the new text on every change (the typing notice). */
  onTyping?: (text: string) => void;
  onPictureChange: (picture: File | null) => void;
  onSend: () => void;
  /** Above the field: the message being answered or edited, with its cancel button. */
  banner?: ReactNode;
  /** Escape in the field cancels the reply or the edit. */
  onCancel?: () => void;
  /** Editing: no picture can be attached, and the button saves. */
  editing?: boolean;
  /** A save is under way: the button waits. */
  busy?: boolean;
  /** The field takes the focus when this changes (a reply or an edit starts). */
  focusKey?: string | null;
}

/** Text (Enter sends, Shift+Enter a new line), one JPEG or PNG under 5 MB, and the send button. */
export function Composer(props: ComposerProps) {
  const { draft, picture, onTyping, onPictureChange, onSend, banner, onCancel, editing = false, busy = false } = props;
  const { t } = useTranslation('messages');
  const inputId = useId();
  const helperId = useId();
  const counterId = useId();
  const [problem, setProblem] = useState<ChatImageProblem | 'invalidMessage' | null>(null);

  function send() {
    const text = draft.text();
    // The counter says why already.
    if (textLength(text) > CHAT_TEXT_MAX) return;
    if (!canSend(text, picture)) {
      setProblem('invalidMessage');
      return;
    }
    setProblem(null);
    onSend();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const found = chatImageProblem(files);
    setProblem(found);
    if (!found) onPictureChange(files[0]);
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => (event.preventDefault(), send())}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}
    >
      {banner}
      {picture && (
        <Chip
          icon={<ImageIcon />}
          label={picture.name}
          onDelete={() => onPictureChange(null)}
          deleteIcon={<CloseIcon aria-label={t('chat.removePicture', { name: picture.name })} />}
          sx={{ mb: 1, maxWidth: '100%' }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        {!editing && (
          <IconButton component="label" htmlFor={inputId} aria-label={t('chat.attachPicture')}>
            <ImageIcon />
          </IconButton>
        )}
        {!editing && <input id={inputId} type="file" accept="image/jpeg,image/png" hidden onChange={onPick} />}
        <ComposerTextField
          draft={draft}
          onTyping={onTyping}
          onEdited={problem === 'invalidMessage' ? () => setProblem(null) : undefined}
          onKeyDown={onKeyDown}
          describedBy={[problem ? helperId : null, counterId].filter(Boolean).join(' ')}
          focusKey={props.focusKey}
        />
        <ComposerSendButton draft={draft} picture={picture} editing={editing} busy={busy} />
      </Box>
      <ComposerCounter draft={draft} id={counterId} />
      {problem && (
        <FormHelperText id={helperId} error role="alert">
          {t(`chat.problems.${problem}`)}
        </FormHelperText>
      )}
    </Box>
  );
}
