import { useEffect } from 'react';
import { serverMessage } from '../api/errors';
import { toast } from '../lib/toast';

/**
 * SPEC section 8: a failed list load toasts 'Error in Fetching Data' with the server's message (a transport error's
 * raw text is not shown). The caller keeps showing the list it had (RTK Query's `data` is the last successful result).
 */
export function useListErrorToast(error: unknown): void {
  useEffect(() => {
    if (!error) return;
    const detail = serverMessage(error);
    toast.error(
      detail
        ? { key: 'messages.list.fetchFailedWithError', values: { error: detail } }
        : { key: 'messages.list.fetchFailed' },
    );
  }, [error]);
}
