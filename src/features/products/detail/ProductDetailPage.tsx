import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AvatarPicture } from '../../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { registerProductsCatalogue } from '../components/productsCatalogue';
import { useGetProductQuery, type Product } from '../productsApi';
import { AddToCartForm } from './AddToCartForm';
import { ImageViewer } from './ImageViewer';
import { findVariantById } from './quantityRules';
import { useProductChoice } from './useProductChoice';
import { useFirstAnswerDeferred } from '../../../lib/useFirstAnswerDeferred';

registerProductsCatalogue();

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const { size, variantId, setSize, setVariantId } = useProductChoice(product);
  const variant = findVariantById(product.sizeAndColors, variantId) ?? product.sizeAndColors[0];

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <ImageViewer key={variant?._id ?? 'none'} name={product.name} images={variant?.images ?? []} />
      <Stack spacing={2}>
        <Typography variant="pageTitle" sx={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <AvatarPicture src={product.brand.logo ?? undefined} alt="" variant="rounded">
            {product.brand.name.charAt(0)}
          </AvatarPicture>
          <div>
            <Typography variant="body2" color="text.secondary">
              {t('detail.brand')}: <strong>{product.brand.name}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('detail.category')}: <strong>{product.category.name}</strong>
            </Typography>
          </div>
        </Stack>
        <AddToCartForm
          product={product}
          size={size}
          variantId={variantId}
          onSizeChange={setSize}
          onVariantChange={setVariantId}
        />
        <div>
          <Typography variant="h6" component="h2">
            {t('detail.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
        </div>
      </Stack>
    </Box>
  );
}

/** /product/detail/{id}: pictures of the chosen variant, facts, size and colour, quantity and add to cart. */
export default function ProductDetailPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  // The first answer renders in React's slices (docs/CONVENTIONS.md, "a page's content from its query").
  const { data: product, error, isLoading } = useFirstAnswerDeferred(useGetProductQuery(id));

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to="/products" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('detail.back')}
      </Button>
      {isLoading && <Skeleton variant="rounded" height={420} aria-busy="true" />}
      {product && <ProductDetail key={product._id} product={product} />}
      {!product && error && (
        <Box role="status" sx={{ py: 4 }}>
          <Typography variant="pageTitle">{t('detail.loadFailed')}</Typography>
          <Typography color="text.secondary">{serverMessage(error)}</Typography>
        </Box>
      )}
    </Container>
  );
}
