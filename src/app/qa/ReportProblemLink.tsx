import Link from '@mui/material/Link';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../components/OnceOpened';

// The dialog's texts (the `public` catalogue) load with it; OnceOpened's Suspense waits for both.
const ReportProblemDialog = lazy(() => import(/* webpackChunkName: "report-problem" */ './ReportProblemDialog'));

/** The footer's "Report a problem": a button styled as its links, opening the dialog (loaded on first use). */
export function ReportProblemLink() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link
        component="button"
        type="button"
        variant="body1"
        onClick={() => setOpen(true)}
        sx={{ verticalAlign: 'baseline' }}
      >
        {t('layout.footer.reportProblem')}
      </Link>
      <OnceOpened open={open} modal>
        <ReportProblemDialog open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
