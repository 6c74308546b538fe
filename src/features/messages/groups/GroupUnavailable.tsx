import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../api/errors';

export interface GroupUnavailableProps {
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
}

function Notice({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Typography variant="pageTitle">{title}</Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {children}
    </Stack>
  );
}

/**
 * A group the user cannot see: 404 (none), 403 (not a member), or a load that failed (with a retry). The page's
 * own back link leads to the messages.
 */
export function GroupUnavailable({ error, onRetry }: GroupUnavailableProps) {
  const { t } = useTranslation('groups');
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 404 || status === 400) {
    return <Notice title={t('unavailable.notFoundTitle')} text={t('unavailable.notFoundText')} />;
  }
  if (status === 403) {
    return <Notice title={t('unavailable.forbiddenTitle')} text={t('unavailable.forbiddenText')} />;
  }
  return (
    <Notice title={t('unavailable.failedTitle')} text={errorText(error)}>
      <Button variant="contained" onClick={onRetry}>
        {t('unavailable.retry')}
      </Button>
    </Notice>
  );
}

/** The edit page for someone who is in the group but does not own it. */
export function GroupNotOwner({ groupId, ownerName }: { groupId: string; ownerName: string | null }) {
  const { t } = useTranslation('groups');
  return (
    <Notice
      title={t('unavailable.notOwnerTitle')}
      text={ownerName ? t('unavailable.notOwnerText', { name: ownerName }) : t('unavailable.notOwnerTextNoOwner')}
    >
      <Button component={RouterLink} to={`/group/detail/${groupId}`} variant="contained">
        {t('unavailable.openGroup')}
      </Button>
    </Notice>
  );
}
