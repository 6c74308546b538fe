import FilterListIcon from '@mui/icons-material/FilterList';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CountBadge } from '../../../components/CountBadge';
import { OnceOpened } from '../../../components/OnceOpened';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { registerProductsCatalogue } from '../components/productsCatalogue';
import { useGetCartQuery } from '../cart/cartApi';
import { useGetProductCategoriesQuery, type ProductCategory } from '../productsApi';
import { SettledSearchField } from '../../../components/SettledSearchField';
import { ProductsResults } from './ProductsResults';
import { useProductsFilter } from './useProductsFilter';

registerProductsCatalogue();

// The category drawer (MUI's Drawer, Modal, focus trap) loads when first opened, and the chip naming the chosen
// category once there is one (most visits choose none).
const Chip = lazy(() => import(/* webpackChunkName: "mui-chip" */ '@mui/material/Chip'));
const CategoryPanel = lazy(() =>
  import(/* webpackChunkName: "products-category-panel" */ './CategoryPanel').then((module) => ({
    default: module.CategoryPanel,
  })),
);

function MyCartLink() {
  const { t } = useTranslation('products');
  const { lineCount } = useGetCartQuery(undefined, {
    selectFromResult: ({ data }) => ({ lineCount: data?.lines.ids.length ?? 0 }),
  });
  return (
    <Button
      variant="contained"
      color="secondary"
      component={RouterLink}
      to="/my/cart"
      startIcon={
        <CountBadge count={lineCount} color="primary" showZero>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      }
    >
      {t('list.myCart')}
      <Box component="span" sx={visuallyHidden}>
        {`, ${t('list.myCartCount', { count: lineCount })}`}
      </Box>
    </Button>
  );
}

/** The chosen category's name for the chip, from the panel's choice or (after a reload) the category list. */
function useCategoryName(categoryId: string | null, chosen: ProductCategory | null): string | undefined {
  const { data } = useGetProductCategoriesQuery('', { skip: !categoryId || chosen?._id === categoryId });
  if (!categoryId) return undefined;
  if (chosen?._id === categoryId) return chosen.name;
  return data?.find((category) => category._id === categoryId)?.name;
}

/** /products: banner, my cart link, name search, category panel and the paged list (SPEC section 2). */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const filter = useProductsFilter();
  const [panelOpen, setPanelOpen] = useState(false);
  const [chosen, setChosen] = useState<ProductCategory | null>(null);
  const categoryName = useCategoryName(filter.categoryId, chosen);

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box>
              <Typography variant="pageTitle">{t('list.banner.title')}</Typography>
              <Typography variant="subtitle1">{t('list.banner.subtitle')}</Typography>
            </Box>
            <Box>
              <MyCartLink />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <SettledSearchField
            label={t('list.search.label')}
            value={filter.name}
            onSearch={filter.setName}
            size="small"
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen(true)}
          >
            {t('list.filters.toggle')}
          </Button>
        </Stack>
        {filter.categoryId && categoryName && (
          <Suspense fallback={null}>
            <Chip
              label={t('list.activeCategory', { name: categoryName })}
              onDelete={() => filter.setCategory(null)}
              sx={{ mb: 2 }}
            />
          </Suspense>
        )}
        <ProductsResults query={filter} onPageChange={filter.setPage} />
      </Container>
      <OnceOpened open={panelOpen}>
        <CategoryPanel
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          categoryId={filter.categoryId}
          onChange={(category) => {
            setChosen(category);
            filter.setCategory(category?._id ?? null);
          }}
        />
      </OnceOpened>
    </Box>
  );
}
