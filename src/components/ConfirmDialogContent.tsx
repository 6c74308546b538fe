import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ModalDialog } from './ModalDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog of ConfirmDialog, loaded when it first opens. */
export default function ConfirmDialogContent(props: ConfirmDialogProps) {
  const {
    open,
    title,
    body,
    confirmLabel,
    cancelLabel,
    onConfirm,
    onCancel,
    destructive = false,
    busy = false,
  } = props;
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
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
    </ModalDialog>
  );
}
