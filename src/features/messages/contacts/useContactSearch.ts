import { useState } from 'react';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import { contactsSelectors, useGetContactsQuery, type Contact } from '../groupsApi';

/**
 * The picker's list: a name search (set once the field's text has settled: `SettledSearchField`), pages of 10
 * counted from 1, a new search starting again at page 1. RTK Query reads the cache entry of the current search only,
 * so an answer to a search the user has since changed (still in flight) never reaches the screen. A failed load keeps
 * the last list shown (SPEC section 8: the list stays as it was).
 */
export function useContactSearch() {
  const [search, setSearch] = useState('');
  const name = search.trim();
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState(name);
  if (pageOf !== name) {
    setPageOf(name);
    setPage(1);
  }
  const result = useGetContactsQuery({ name, page });
  const { data, isError, error, isFetching, refetch } = result;
  // The page selected is the page whose contacts are shown (a failed page goes back to it).
  const shownPage = useLoadedPage(page, result, setPage, name);
  const contacts: Contact[] | undefined = data ? contactsSelectors.selectAll(data.contacts) : undefined;

  return {
    /** Sets the settled search. */
    setSearch,
    /** The search the list answers (trimmed, settled). */
    name,
    page: shownPage,
    setPage,
    contacts,
    total: data?.total ?? 0,
    error: isError ? error : undefined,
    isFetching,
    retry: () => void refetch(),
  };
}
