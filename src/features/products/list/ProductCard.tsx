import { AvatarPicture } from '../../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatEuro } from '../../../lib/formatNumber';
import { ColourSwatch } from '../components/ColourSwatch';
import { ProductPicture } from '../../../components/ProductPicture';
import { StockBadge } from '../components/StockBadge';
import type { Product } from '../productsApi';

/**
 * One product of the list: first picture of the first variant (or the default), brand logo, name, brand,
 * category, stock badge and the variants; the view button is disabled when nothing is in stock. Memoised: the
 * entity adapter keeps unchanged products' identity.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
}: {
  product: Product;
  priority?: boolean;
}) {
  const { t } = useTranslation('products');
  const picture = product.sizeAndColors[0]?.images[0]?.url;
  const outOfStock = product.inStocks <= 0;
  return (
    <Card
      component="article"
      aria-label={product.name}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <ProductPicture
        url={picture}
        alt={t('list.card.imageAlt', { name: product.name })}
        height={180}
        priority={priority}
      />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <AvatarPicture
            src={product.brand.logo ?? undefined}
            alt={t('list.card.brandLogoAlt', { brand: product.brand.name })}
            variant="rounded"
            sx={{ width: 32, height: 32 }}
          >
            {product.brand.name.charAt(0)}
          </AvatarPicture>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('list.card.brand', { brand: product.brand.name })}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('list.card.category', { category: product.category.name })}
        </Typography>
        <StockBadge stock={product.inStocks} />
        <Box
          component="ul"
          aria-label={t('list.card.variantsLabel', { name: product.name })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {product.sizeAndColors.map((variant) => (
            <Box
              component="li"
              key={variant._id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1,
                py: 0.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                fontSize: 'body2.fontSize',
              }}
            >
              <ColourSwatch color={variant.color} size={12} />
              <span>{variant.size ?? t('list.card.sizeNotAvailable')}</span>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {formatEuro(variant.price)}
              </Box>
              {variant.colorName && (
                <Box component="span" sx={visuallyHidden}>
                  {t('list.card.colour', { colour: variant.colorName })}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        {outOfStock ? (
          <Button variant="contained" disabled fullWidth>
            {t('list.card.view')}
          </Button>
        ) : (
          <Button
            variant="contained"
            fullWidth
            component={RouterLink}
            to={`/product/detail/${product._id}`}
            aria-label={t('list.card.viewLabel', { name: product.name })}
          >
            {t('list.card.view')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
});
