import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
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
import { SettledSearchField } from '../../components/SettledSearchField';
import { useAssociationsFilter } from './useAssociationsFilter';

registerAssociationsCatalogue();

/**
 * The profile's associations tab: name search, the followed filter, cards with a mark on the followed ones, pages of
 * 3, all in the address. A failed load keeps the list shown.
 */
export function AssociationsTab() {
  const { t } = useTranslation(['associations', 'common']);
  const { name, page, followed, setName, setFollowed, setPage } = useAssociationsFilter();
  const result = useGetAssociationsQuery({ name, page, followed });
  const { data, error, isLoading, isFetching } = result;

  useListErrorToast(error);
  const shownPage = useLoadedPage(page, result, setPage, `${followed}:${name}`);

  const associations = data ? associationsSelectors.selectAll(data.associations) : [];
  const title = t('list.title');

  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <SettledSearchField
          value={name}
          onSearch={setName}
          label={t('list.searchLabel')}
          fullWidth
          sx={{ maxWidth: 480 }}
        />
        <FormControlLabel
          control={<Switch checked={followed} onChange={(event) => setFollowed(event.target.checked)} />}
          label={t('list.followedOnly')}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      {isLoading ? (
        <LoadingSkeleton lines={4} />
      ) : associations.length === 0 ? (
        <EmptyState
          title={t(followed && !name ? 'list.emptyFollowed' : 'list.empty')}
          icon={<GroupsIcon fontSize="inherit" />}
        />
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
