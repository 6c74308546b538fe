import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Escape, a click outside and the cancel button all cancel. */
  onCancel: () => void;
  /** A destructive action gets the error colour. */
  destructive?: boolean;
  /** The confirmed action is under way: its button shows progress and cannot be pressed twice. */
  busy?: boolean;
}

/** A yes/no question; focus starts on the safe answer (cancel) and returns to the opener when it closes. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, body, confirmLabel, cancelLabel, onConfirm, onCancel, destructive = false, busy = false } = props;
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={body ? bodyId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {body && (
        <DialogContent>
          <DialogContentText id={bodyId}>{body}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={destructive ? 'error' : 'primary'} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
