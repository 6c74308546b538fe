import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { serverMessage } from '../../../api/errors';
import { formatEuro } from '../../../lib/formatNumber';
import { toast } from '../../../lib/toast';
import { StockBadge } from '../components/StockBadge';
import { useAddToCartMutation, type Product } from '../productsApi';
import { findVariantById, isAvailable, quantityProblem } from './quantityRules';
import { VariantChoice } from './VariantChoice';

export interface AddToCartFormProps {
  product: Product;
  size: string | null | undefined;
  variantId: string | undefined;
  onSizeChange: (size: string | null) => void;
  onVariantChange: (variantId: string | undefined) => void;
}

/** Size and colour, quantity, price and stock of the choice, and the add button (`POST /user/cart`). */
export function AddToCartForm({ product, size, variantId, onSizeChange, onVariantChange }: AddToCartFormProps) {
  const { t } = useTranslation('products');
  const [qtyText, setQtyText] = useState('1');
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState(false);
  const [addToCart, { isLoading }] = useAddToCartMutation();
  const variant = findVariantById(product.sizeAndColors, variantId);
  const qty = Number(qtyText);
  const problem = quantityProblem(variant, qty);
  const shown = variant ?? product.sizeAndColors[0];

  async function submit() {
    setTried(true);
    if (problem || !variant) return;
    const result = await addToCart({ productId: product._id, variantId: variant._id, qty });
    if (result.error) {
      toast.error(serverMessage(result.error) ?? { key: 'products:detail.addFailed' });
      return;
    }
    toast.success(result.data.message || { key: 'products:detail.added' });
    setAdded(true);
    setTried(false);
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <VariantChoice
        variants={product.sizeAndColors}
        size={size}
        variantId={variantId}
        onSizeChange={(next) => {
          onSizeChange(next);
          const ofSize = product.sizeAndColors.filter((candidate) => candidate.size === next);
          onVariantChange(ofSize.length === 1 && isAvailable(ofSize[0]) ? ofSize[0]._id : undefined);
        }}
        onVariantChange={onVariantChange}
      />
      {tried && problem === 'optionRequired' && (
        <Typography role="alert" color="error" variant="body2">
          {t('detail.optionRequired')}
        </Typography>
      )}
      {shown && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="p" aria-label={t('detail.price')}>
            {formatEuro(shown.price)}
          </Typography>
          <StockBadge stock={variant ? variant.stock : product.inStocks} />
        </Stack>
      )}
      <TextField
        type="number"
        label={t('detail.quantity')}
        value={qtyText}
        onChange={(event) => setQtyText(event.target.value)}
        error={tried && problem === 'quantityRange'}
        helperText={tried && problem === 'quantityRange' ? t('detail.quantityRange') : undefined}
        slotProps={{ htmlInput: { min: 1, max: variant?.stock, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 160 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          disabled={isLoading || product.inStocks <= 0}
        >
          {t('detail.addToCart')}
        </Button>
        {added && (
          <Button component={RouterLink} to="/my/cart" variant="outlined" size="large">
            {t('detail.goToCart')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
