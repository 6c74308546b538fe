import { lazy } from 'react';
import { OnceOpened } from './OnceOpened';

const ConfirmDialogContent = lazy(() => import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialogContent'));

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

/**
 * A yes/no question; focus starts on the safe answer (cancel) and returns to the opener when it closes. The dialog
 * (MUI's Modal and focus trap) loads when it first opens, not with the page that may ask.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OnceOpened open={props.open} modal>
      <ConfirmDialogContent {...props} />
    </OnceOpened>
  );
}
