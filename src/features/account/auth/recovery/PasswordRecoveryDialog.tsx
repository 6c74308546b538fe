import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ModalDialog';
import { StepProgress } from '../../../../components/StepProgress';
import { RecoveryCodeStep } from './RecoveryCodeStep';
import { RecoveryEmailStep } from './RecoveryEmailStep';
import { RecoveryPasswordStep } from './RecoveryPasswordStep';
import { Notice, NoticeTitle } from '../../../../components/Notice';

const RECOVERY_STEPS = ['email', 'code', 'password'] as const;

type RecoveryState =
  | { step: 'email'; email: string }
  | { step: 'code'; email: string }
  | { step: 'password'; email: string; resetToken: string }
  | { step: 'done'; email: string };

const initialState: RecoveryState = { step: 'email', email: '' };

export interface PasswordRecoveryDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Password recovery from /login: e-mail, then the mailed code, then a new password, with the steps shown. */
export function PasswordRecoveryDialog({ open, onClose }: PasswordRecoveryDialogProps) {
  const { t } = useTranslation('login');
  const [state, setState] = useState<RecoveryState>(initialState);
  const activeStep = state.step === 'done' ? RECOVERY_STEPS.length : RECOVERY_STEPS.indexOf(state.step);

  // Each opening starts again from the e-mail step.
  const close = () => {
    onClose();
    setState(initialState);
  };

  return (
    <ModalDialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="recovery-title">
      <DialogTitle id="recovery-title">{t('recovery.title')}</DialogTitle>
      <DialogContent>
        <StepProgress
          steps={RECOVERY_STEPS.map((step) => t(`recovery.steps.${step}`))}
          activeStep={activeStep}
          aria-label={t('recovery.stepsLabel')}
          sx={{ mb: 3 }}
        />
        {state.step === 'email' && (
          <RecoveryEmailStep initialEmail={state.email} onCodeSent={(email) => setState({ step: 'code', email })} />
        )}
        {state.step === 'code' && (
          <RecoveryCodeStep
            email={state.email}
            onVerified={(resetToken) => setState({ step: 'password', email: state.email, resetToken })}
          />
        )}
        {state.step === 'password' && (
          <RecoveryPasswordStep
            resetToken={state.resetToken}
            onReset={() => setState({ step: 'done', email: state.email })}
          />
        )}
        {state.step === 'done' && (
          <Notice severity="success">
            <NoticeTitle>{t('recovery.done.title')}</NoticeTitle>
            {t('recovery.done.body')}
          </Notice>
        )}
      </DialogContent>
      <DialogActions>
        {state.step === 'code' && (
          <Button onClick={() => setState({ step: 'email', email: state.email })}>{t('recovery.back')}</Button>
        )}
        {state.step === 'done' ? (
          <Button variant="contained" onClick={close} autoFocus>
            {t('recovery.done.backToLogin')}
          </Button>
        ) : (
          <Button onClick={close}>{t('recovery.close')}</Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
