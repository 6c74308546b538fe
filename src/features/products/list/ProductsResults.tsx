import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/CardGrid';
import { EmptyState } from '../../../components/EmptyState';
import { ListLoadFailed } from '../../../components/ListLoadFailed';
import { Pagination } from '../../../components/Pagination';
import { useListErrorToast } from '../../../components/useListErrorToast';
import { PAGE_SIZE } from '../../../lib/constants';
import { useLoadedPage } from '../../../lib/useLoadedPage';
import { productsSelectors, useLazyGetProductsQuery, type ProductsQuery } from '../productsApi';
import { ProductCard } from './ProductCard';

function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

export interface ProductsResultsProps {
  query: ProductsQuery;
  onPageChange: (page: number) => void;
}

/**
 * The page of products for the search, category and page. A newer query aborts the request still in flight, so
 * a slow answer to an old search never replaces a newer one. A failed load toasts 'Error in Fetching Data' and
 * keeps the last list on screen, with the page it shows selected; a first load that fails offers a retry.
 */
export function ProductsResults({ query, onPageChange }: ProductsResultsProps) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  const [load, { data: latest, currentData, error, isFetching, originalArgs }] = useLazyGetProductsQuery();
  // A page of cards renders in React's slices (a transition) rather than in the task the answer arrived in.
  const data = useDeferredValue(latest);
  const { name, categoryId, page } = query;

  useEffect(() => {
    const request = load({ name, categoryId, page }, true);
    return () => request.abort();
  }, [load, name, categoryId, page]);

  const failure = isAborted(error) ? undefined : error;
  useListErrorToast(failure);
  // Until the effect above asks for a new query, the lazy query's result still answers the previous one.
  const answersQuery =
    originalArgs?.page === page && originalArgs.name === name && originalArgs.categoryId === categoryId;
  const shownPage = useLoadedPage(
    page,
    { data: latest, currentData: answersQuery ? currentData : undefined, error: answersQuery ? failure : undefined },
    onPageChange,
    `${name}\n${categoryId}`,
  );

  if (!data) {
    if (!isFetching && failure) return <ListLoadFailed onRetry={() => void load({ name, categoryId, page })} />;
    return (
      <Box role="status" aria-busy="true" aria-label={tCommon('shared.loading.label')}>
        <CardGrid>
          {Array.from({ length: PAGE_SIZE.products }, (_, index) => (
            <Skeleton key={index} component="li" variant="rounded" height={380} />
          ))}
        </CardGrid>
      </Box>
    );
  }

  const products = productsSelectors.selectAll(data.products);
  if (products.length === 0 && currentData) return <EmptyState title={tCommon('messages.empty.noProduct')} />;

  return (
    <Box component="section" aria-label={t('list.resultsLabel')}>
      <CardGrid busy={isFetching && !currentData}>
        {products.map((product, index) => (
          <Box component="li" key={product._id}>
            <ProductCard product={product} priority={index === 0} />
          </Box>
        ))}
      </CardGrid>
      <Pagination total={data.total} pageSize={PAGE_SIZE.products} page={shownPage} onPageChange={onPageChange} />
    </Box>
  );
}
