import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '../../../lib/constants';
import { chatImageProblem, type ChatImageProblem } from '../../../lib/imageRules';
import { useDraftText, type ComposerDraft } from './composerDraft';
import { growingTextareaStyle, useFittedHeight } from '../../../lib/mui/growingTextarea';

export interface ComposerProps {
  /** The text being written: a key renders the composer only, not the chat around it. */
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

// Blank for a message: white space and the zero-width characters (U+200B..U+200D, U+2060, U+FEFF).
/** How many lines the composer shows before its text scrolls. */
const COMPOSER_MAX_ROWS = 4;
const composerFieldSx = { '& textarea': growingTextareaStyle(1, COMPOSER_MAX_ROWS) };

const BLANK = /[\s\u200B-\u200D\u2060\uFEFF]/gu;

/** Text holding nothing but white space and zero-width characters. */
export function isBlankText(text: string): boolean {
  return text.replace(BLANK, '') === '';
}

/** Characters as the server counts them (code points: an emoji is one). */
export const textLength = (text: string) => [...text].length;

/** A message needs non-blank text or a picture (SPEC section 8), and text within the limit. */
export function canSend(text: string, picture: File | null): boolean {
  return (!isBlankText(text) || picture !== null) && textLength(text) <= CHAT_TEXT_MAX;
}

/** Text (Enter sends, Shift+Enter a new line), one JPEG or PNG under 5 MB, and the send button. */
export function Composer(props: ComposerProps) {
  const { draft, picture, onTyping, onPictureChange, onSend, banner, onCancel, editing = false, busy = false } = props;
  const text = useDraftText(draft);
  const field = useRef<HTMLTextAreaElement>(null);
  useFittedHeight(field, text);
  const { focusKey } = props;
  useEffect(() => {
    if (focusKey) field.current?.focus();
  }, [focusKey]);
  const { t } = useTranslation('messages');
  const inputId = useId();
  const helperId = useId();
  const [problem, setProblem] = useState<ChatImageProblem | 'invalidMessage' | null>(null);
  const valid = canSend(text, picture);
  const counterId = useId();
  const length = textLength(text);
  const overLimit = length > CHAT_TEXT_MAX;

  function send() {
    // The counter says why already.
    if (overLimit) return;
    if (!valid) {
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
        <TextField
          value={text}
          onChange={(event) => {
            draft.setText(event.target.value);
            onTyping?.(event.target.value);
            if (problem === 'invalidMessage') setProblem(null);
          }}
          onKeyDown={onKeyDown}
          inputRef={field}
          label={t('chat.messageLabel')}
          placeholder={t('chat.messagePlaceholder')}
          multiline
          size="small"
          fullWidth
          sx={composerFieldSx}
          // A plain textarea instead of MUI's TextareaAutosize, which lays out a hidden twin on every key: CSS grows
          // it (lib/mui/growingTextarea.ts). No maxLength: a pasted text over the limit is counted and refused, never cut
          // silently.
          slotProps={{
            input: { inputComponent: 'textarea' },
            htmlInput: {
              rows: 1,
              'aria-describedby': [problem ? helperId : null, counterId].filter(Boolean).join(' '),
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={editing ? t('chat.edit.save') : t('chat.send')}
          disabled={!valid || busy}
        >
          <SendIcon />
        </IconButton>
      </Box>
      <FormHelperText id={counterId} error={overLimit} sx={{ textAlign: 'right' }}>
        {overLimit
          ? t('chat.tooLong', { count: length, max: CHAT_TEXT_MAX })
          : t('chat.length', { count: length, max: CHAT_TEXT_MAX })}
      </FormHelperText>
      {problem && (
        <FormHelperText id={helperId} error role="alert">
          {t(`chat.problems.${problem}`)}
        </FormHelperText>
      )}
    </Box>
  );
}
