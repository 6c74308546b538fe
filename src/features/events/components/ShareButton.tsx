import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { copyLink } from '../../../lib/copyLink';

export interface ShareButtonProps {
  title: string;
  url: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Native sharing where the browser has it; otherwise the link goes to the clipboard (SPEC section 2). */
export function ShareButton({ title, url }: ShareButtonProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closing the share sheet is not a failure.
        if (isAbort(error)) return;
      }
    }
    await copyLink(url, {
      copied: tCommon('messages.events.linkCopied'),
      failed: tCommon('messages.network.requestFailed'),
    });
  }

  return (
    <IconButton aria-label={t('detail.share')} onClick={() => void share()}>
      <ShareIcon />
    </IconButton>
  );
}
