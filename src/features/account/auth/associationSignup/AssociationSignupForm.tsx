import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadingSkeleton } from '../../../../components/LoadingSkeleton';
import { StepProgress } from '../../../../components/StepProgress';
import { useFormik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../api/errors';
import { toast } from '../../../../lib/toast';
import { useAssociationSignupMutation } from '../../authApi';
import { lazySchemaModule } from '../../../../lib/forms/lazySchema';
import { ASSOCIATION_STEPS, emptyAssociationSignup, type AssociationSignupValues } from './associationSignupValues';
import { associationStepFields } from './associationStepFields';
import { StepTextFields } from './StepTextFields';
import { Notice } from '../../../../components/Notice';

const stepValidation = lazySchemaModule(
  () => import(/* webpackChunkName: "association-signup-schema" */ './associationSignupSchema'),
);

// The last step (file pickers, checkboxes, the consents' linked text: about 4 KiB gzip) and the request body it sends
// are not on the page at first: they load when the first step is done, four steps before they are needed.
const loadDocumentsStepModule = () => import(/* webpackChunkName: "association-signup-documents" */ './DocumentsStep');
const loadDocumentsStep = () => loadDocumentsStepModule().then((module) => ({ default: module.DocumentsStep }));
const DocumentsStep = lazy(loadDocumentsStep);

/**
 * One formik form across the steps, so going back keeps every value; each step validates with its own schema
 * before the next one opens, and the last one sends the multipart request.
 */
export function AssociationSignupForm({ onSending, onSignedUp }: { onSending?: () => void; onSignedUp: () => void }) {
  const { t } = useTranslation(['associationSignup', 'common']);
  const [signup] = useAssociationSignupMutation();
  const [activeStep, setActiveStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const step = ASSOCIATION_STEPS[activeStep];
  const isLastStep = activeStep === ASSOCIATION_STEPS.length - 1;

  const formik = useFormik<AssociationSignupValues>({
    initialValues: emptyAssociationSignup,
    validate: stepValidation.validateWith<AssociationSignupValues>((module) => module.associationStepSchemas[step]),
    onSubmit: async (values, helpers) => {
      if (!isLastStep) {
        void loadDocumentsStep();
        setActiveStep(activeStep + 1);
        helpers.setTouched({}, false);
        return;
      }
      setFailure(null);
      onSending?.();
      const { associationSignupFormData } = await loadDocumentsStepModule();
      const result = await signup(associationSignupFormData(values));
      if (result.error) {
        const text = errorText(result.error) ?? t('common:messages.network.requestFailed');
        setFailure(text);
        toast.error(text);
        return;
      }
      onSignedUp();
    },
  });

  const back = () => {
    setFailure(null);
    setActiveStep(activeStep - 1);
  };

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      {/* On a phone the steps' names do not fit side by side: they stay for screen readers, and the heading below
          names the current step. */}
      <StepProgress
        steps={ASSOCIATION_STEPS.map((id) => t(`steps.${id}`))}
        activeStep={activeStep}
        aria-label={t('stepsLabel')}
        hideLabelsOnPhone
        sx={{ mb: 3 }}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(`steps.${step}`)}
      </Typography>
      {failure && (
        <Notice severity="error" sx={{ mb: 2 }}>
          {failure}
        </Notice>
      )}
      {step === 'documents' ? (
        <Suspense fallback={<LoadingSkeleton lines={4} />}>
          <DocumentsStep formik={formik} />
        </Suspense>
      ) : (
        <StepTextFields key={step} formik={formik} fields={associationStepFields[step]} />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
        <Button onClick={back} disabled={activeStep === 0 || formik.isSubmitting}>
          {t('back')}
        </Button>
        <Button type="submit" variant="contained" loading={formik.isSubmitting}>
          {!isLastStep ? t('next') : formik.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </Stack>
    </Box>
  );
}
