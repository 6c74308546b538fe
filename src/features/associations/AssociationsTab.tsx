import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { Pagination } from '../../components/Pagination';
import { PAGE_SIZE } from '../../lib/constants';
import { useLoadedPage } from '../../lib/useLoadedPage';
import { associationsSelectors, useGetAssociationsQuery } from './associationsApi';
import { CardGrid } from '../../components/CardGrid';
import { useListErrorToast } from '../../components/useListErrorToast';
import { AssociationCard } from './AssociationCard';
import { registerAssociationsCatalogue } from './associationsCatalogue';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { SearchField } from '../../components/SearchField';

registerAssociationsCatalogue();

/** The profile's associations tab: name search, cards, pages of 3. A failed load keeps the list shown. */
export function AssociationsTab() {
  const { t } = useTranslation(['associations', 'common']);
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  // A new search starts again from the first page.
  const [pageOf, setPageOf] = useState(name);
  if (pageOf !== name) {
    setPageOf(name);
    setPage(1);
  }
  const result = useGetAssociationsQuery({ name, page });
  const { data, error, isLoading, isFetching } = result;

  useListErrorToast(error);
  const shownPage = useLoadedPage(page, result, setPage, name);

  const associations = data ? associationsSelectors.selectAll(data.associations) : [];
  const title = t('list.title');

  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SearchField
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={t('list.searchLabel')}
        fullWidth
        sx={{ mb: 3, maxWidth: 480 }}
      />
      {isLoading ? (
        <LoadingSkeleton lines={4} />
      ) : associations.length === 0 ? (
        <EmptyState title={t('list.empty')} icon={<GroupsIcon fontSize="inherit" />} />
      ) : (
        <CardGrid busy={isFetching}>
          {associations.map((association) => (
            <li key={association._id}>
              <AssociationCard association={association} />
            </li>
          ))}
        </CardGrid>
      )}
      <Pagination total={data?.total ?? 0} pageSize={PAGE_SIZE.associations} page={shownPage} onPageChange={setPage} />
    </Box>
  );
}
