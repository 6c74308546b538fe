import SendIcon from '@mui/icons-material/Send';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '../../../lib/constants';
import { growingTextareaStyle, useFittedHeight } from '../../../lib/mui/growingTextarea';
import { writeFieldText } from '../../../lib/mui/writeFieldText';
import { canSend, textLength } from './composerRules';
import { useDraftText, type ComposerDraft } from './composerDraft';

// The composer's parts that follow the typed text, each subscribed to the draft: a key renders the counter, the send
// button only when the text turns sendable or not, and nothing else of the composer (the field is uncontrolled).

/** How many lines the composer shows before its text scrolls. */
const COMPOSER_MAX_ROWS = 4;
const composerFieldSx = { '& textarea': growingTextareaStyle(1, COMPOSER_MAX_ROWS) };

export interface ComposerTextFieldProps {
  draft: ComposerDraft;
  onTyping?: (text: string) => void;
  /** Called on every change, after the draft took it (a refused send's message goes). */
  onEdited?: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  describedBy: string;
  /** The field takes the focus when this changes (a reply or an edit starts). */
  focusKey?: string | null;
}

/**
 * The message field. Its text lives in the textarea itself, uncontrolled: a key renders nothing of React's here, the
 * draft takes the text and its counter and send button follow it. A text the chat puts in the draft (the field
 * emptied after a send, a failed send's text back, a message to edit) is written into the textarea.
 */
export function ComposerTextField({
  draft,
  onTyping,
  onEdited,
  onKeyDown,
  describedBy,
  focusKey,
}: ComposerTextFieldProps) {
  const { t } = useTranslation('messages');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(
    () =>
      draft.subscribe(() => {
        const text = draft.text();
        if (field.current && field.current.value !== text) writeFieldText(field.current, text);
      }),
    [draft],
  );
  useEffect(() => {
    if (focusKey) field.current?.focus();
  }, [focusKey]);
  return (
    <>
      <FittedToDraft field={field} draft={draft} />
      <TextField
        defaultValue={draft.text()}
        onChange={(event) => {
          // The draft's own text written into the field (above) is no typing.
          if (event.target.value === draft.text()) return;
          draft.setText(event.target.value);
          onTyping?.(event.target.value);
          onEdited?.();
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
          htmlInput: { rows: 1, 'aria-describedby': describedBy },
        }}
      />
    </>
  );
}

/** Draws nothing: where CSS cannot, fits the field's height to the draft's text (a key renders this alone). */
function FittedToDraft({ field, draft }: { field: RefObject<HTMLTextAreaElement | null>; draft: ComposerDraft }) {
  useFittedHeight(field, useDraftText(draft));
  return null;
}

/** "12/2000", or why the text cannot be sent when it is over the limit. */
export function ComposerCounter({ draft, id }: { draft: ComposerDraft; id: string }) {
  const { t } = useTranslation('messages');
  const length = textLength(useDraftText(draft));
  const overLimit = length > CHAT_TEXT_MAX;
  return (
    <FormHelperText id={id} error={overLimit} sx={{ textAlign: 'right' }}>
      {/* `length`, not `count`: the text has no plural forms, and a count would look them up on every key. */}
      {t(overLimit ? 'chat.tooLong' : 'chat.length', { length, max: CHAT_TEXT_MAX })}
    </FormHelperText>
  );
}

export interface ComposerSendButtonProps {
  draft: ComposerDraft;
  picture: File | null;
  editing: boolean;
  busy: boolean;
}

/** Submits the composer's form; disabled while the draft cannot be sent or a save is under way. */
export function ComposerSendButton({ draft, picture, editing, busy }: ComposerSendButtonProps) {
  const { t } = useTranslation('messages');
  const sendable = useSyncExternalStore(
    draft.subscribe,
    () => canSend(draft.text(), picture),
    () => canSend(draft.text(), picture),
  );
  return (
    <IconButton
      type="submit"
      color="primary"
      aria-label={editing ? t('chat.edit.save') : t('chat.send')}
      disabled={!sendable || busy}
    >
      <SendIcon />
    </IconButton>
  );
}
