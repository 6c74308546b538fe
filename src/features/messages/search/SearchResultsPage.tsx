import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MessageSearchHit, ObjectId } from '../../../api/wire';
import { formatDateTime } from '../../../lib/format';
import { HighlightedText } from './HighlightedText';
import { matchRanges, snippet } from './matchRanges';
import { useSearchThreadMessagesQuery } from './searchApi';

interface SearchResultsPageProps {
  threadId: ObjectId;
  q: string;
  page: number;
  disabled: boolean;
  onJump: (hit: MessageSearchHit) => void;
}

/** One page of hits (the first page's query is shared with the panel's count). */
export function SearchResultsPage({ threadId, q, page, disabled, onJump }: SearchResultsPageProps) {
  const { t } = useTranslation('messages');
  const { data, error, refetch } = useSearchThreadMessagesQuery({ threadId, q, page });
  if (error && page > 0)
    return (
      <li>
        <ButtonBase onClick={() => void refetch()} sx={{ px: 2, py: 1, color: 'error.main' }}>
          {t('chat.search.failed')} {t('chat.search.retry')}
        </ButtonBase>
      </li>
    );
  return (
    <>
      {data?.hits.map((hit) => {
        const shown = snippet(hit.text, matchRanges(hit.text, q));
        return (
          <li key={hit._id}>
            <ButtonBase
              data-search-hit={hit._id}
              disabled={disabled}
              onClick={() => onJump(hit)}
              sx={{
                display: 'block',
                width: '100%',
                textAlign: 'left',
                px: 2,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                '& mark': { bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 },
              }}
            >
              <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                <strong>{`${hit.sender.firstName} ${hit.sender.lastName}`}</strong> · {formatDateTime(hit.created_at)}
              </Typography>
              <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                <HighlightedText text={shown.text} ranges={shown.ranges} />
              </Typography>
            </ButtonBase>
          </li>
        );
      })}
    </>
  );
}
