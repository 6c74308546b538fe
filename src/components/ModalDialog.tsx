import Dialog, { type DialogProps } from '@mui/material/Dialog';
import { OpacityFade } from './OpacityFade';

const BACKDROP_FADE = { slots: { transition: OpacityFade } };

/**
 * The app's modal dialog: MUI's Dialog (focus moved in and kept there, Escape and the backdrop close it, the focus
 * goes back to the opener) whose dialog and backdrop fade in without a forced layout (`OpacityFade`). Every dialog
 * uses it in place of `@mui/material/Dialog`; content that is heavy to render goes in `AfterOpenPaint`.
 */
export function ModalDialog({ slots, slotProps, ...props }: DialogProps) {
  return (
    <Dialog
      {...props}
      slots={{ transition: OpacityFade, ...slots }}
      slotProps={{ ...slotProps, backdrop: slotProps?.backdrop ?? BACKDROP_FADE }}
    />
  );
}
