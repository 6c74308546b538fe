import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSearchHit, ObjectId } from '../../../api/wire';
import { SearchField } from '../../../components/SearchField';
import { useSettledInput } from '../../../lib/useSettledInput';
import { SearchResultsPage } from './SearchResultsPage';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, useSearchThreadMessagesQuery } from './searchApi';
import { Notice } from '../../../components/Notice';

export interface ChatSearchPanelProps {
  threadId: ObjectId;
  /** Goes to the message in the conversation. */
  onJump: (hit: MessageSearchHit) => void;
  /** True while the conversation loads its pages up to the chosen message. */
  jumping: boolean;
  /** Esc or the close button: the chat gives focus back to its search button. */
  onClose: () => void;
  /** Changes when the field must take the focus again (Ctrl/Cmd+F while the panel is open). */
  focusSignal: number;
}

/**
 * Search in a conversation (a chunk of its own, loaded when first opened): a debounced search field, the hits with
 * the matched words marked, a count, empty, loading and error states. Enter, the arrow keys or a click go to a hit.
 */
export default function ChatSearchPanel({ threadId, onJump, jumping, onClose, focusSignal }: ChatSearchPanelProps) {
  const { t } = useTranslation('messages');
  const [q, setQ] = useState('');
  // The typed text stays in the field until it settles: a key renders nothing of the panel and its hits.
  const { field: searchField } = useSettledInput(q, (text) => setQ(text.trim()));
  const field = searchField.inputRef;
  // How many pages are shown, for the query they were asked for (a new query shows its first page).
  const [more, setMore] = useState({ q: '', pages: 1 });
  const pages = more.q === q ? more.pages : 1;
  const results = useRef<HTMLUListElement>(null);
  const first = useSearchThreadMessagesQuery({ threadId, q, page: 0 }, { skip: q === '' });

  useEffect(() => {
    field.current?.focus();
  }, [field, focusSignal]);

  const hitButtons = () => Array.from(results.current?.querySelectorAll<HTMLElement>('[data-search-hit]') ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = hitButtons();
    if (buttons.length === 0) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowUp' && at <= 0) {
      field.current?.focus();
      return;
    }
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, buttons.length - 1) : at - 1;
    buttons[next].focus();
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const hit = first.data?.hits[0];
    if (hit && !jumping) onJump(hit);
  };

  const total = first.data?.total ?? 0;
  const shown = Math.min(total, pages * SEARCH_PAGE_SIZE);
  return (
    <Box
      role="search"
      aria-label={t('chat.search.label')}
      onKeyDown={onKeyDown}
      data-testid="chat-search"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '50%',
        minHeight: 0,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1.5, pb: 1 }}>
        <SearchField
          autoFocus
          size="small"
          fullWidth
          label={t('chat.search.label')}
          maxLength={SEARCH_QUERY_MAX}
          {...searchField}
          onKeyDown={onFieldKeyDown}
        />
        <IconButton aria-label={t('chat.search.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {(first.isFetching || jumping) && (
        <LinearProgress aria-label={jumping ? t('chat.search.jumping') : t('chat.search.searching')} />
      )}
      <Box sx={{ overflowY: 'auto', minHeight: 0 }}>
        {q !== '' && first.error && !first.isFetching ? (
          <Notice
            severity="error"
            sx={{ m: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void first.refetch()}>
                {t('chat.search.retry')}
              </Button>
            }
          >
            {t('chat.search.failed')}
          </Notice>
        ) : null}
        {q !== '' && first.data && !first.error && (
          <Typography role="status" variant="body2" sx={{ px: 2, py: 0.5, color: 'text.secondary' }}>
            {total === 0 ? t('chat.search.none', { q }) : t('chat.search.results', { count: total })}
          </Typography>
        )}
        {q !== '' && first.data && total > 0 && (
          <Box component="ul" id="chat-search-results" ref={results} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {Array.from({ length: pages }, (_, page) => (
              <SearchResultsPage key={page} threadId={threadId} q={q} page={page} disabled={jumping} onJump={onJump} />
            ))}
          </Box>
        )}
        {q !== '' && shown < total && (
          <Box sx={{ px: 1, py: 0.5 }}>
            <Button size="small" onClick={() => setMore({ q, pages: pages + 1 })}>
              {t('chat.search.more')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
