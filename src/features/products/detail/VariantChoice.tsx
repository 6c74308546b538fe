import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColourSwatch } from '../components/ColourSwatch';
import type { ProductVariant } from '../productsApi';
import { isAvailable, sizesOf } from './quantityRules';
import { NO_SIZE } from './useProductChoice';

export interface VariantChoiceProps {
  variants: ProductVariant[];
  /** The chosen size (null = N/A) or undefined when none is chosen yet. */
  size: string | null | undefined;
  variantId: string | undefined;
  onSizeChange: (size: string | null) => void;
  onVariantChange: (variantId: string) => void;
}

/**
 * Size first (N/A when the product has none), then the colours that size comes in. A sold-out colour, and a size
 * whose colours are all sold out, show but cannot be chosen.
 */
export function VariantChoice({ variants, size, variantId, onSizeChange, onVariantChange }: VariantChoiceProps) {
  const { t } = useTranslation('products');
  const colours = size === undefined ? [] : variants.filter((variant) => variant.size === size);
  const soldOut = (label: string) => `${label} (${t('detail.optionSoldOut')})`;

  return (
    <Stack spacing={2}>
      <div>
        <Typography id="product-size-label" variant="subtitle2" gutterBottom>
          {t('detail.size')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby="product-size-label"
          value={size === undefined ? null : (size ?? NO_SIZE)}
          onChange={(_event, value: string | null) => {
            if (value !== null) onSizeChange(value === NO_SIZE ? null : value);
          }}
          sx={{ flexWrap: 'wrap' }}
        >
          {sizesOf(variants).map((option) => {
            const label = option ?? t('list.card.sizeNotAvailable');
            const available = variants.some((variant) => variant.size === option && isAvailable(variant));
            return (
              <ToggleButton key={option ?? NO_SIZE} value={option ?? NO_SIZE} disabled={!available}>
                {available ? label : soldOut(label)}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </div>
      {colours.length > 0 && (
        <div>
          <Typography id="product-colour-label" variant="subtitle2" gutterBottom>
            {t('detail.colour')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby="product-colour-label"
            value={variantId ?? null}
            onChange={(_event, value: string | null) => {
              if (value) onVariantChange(value);
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {colours.map((variant) => {
              const label = variant.colorName ?? t('list.card.sizeNotAvailable');
              return (
                <ToggleButton key={variant._id} value={variant._id} disabled={!isAvailable(variant)} sx={{ gap: 1 }}>
                  <ColourSwatch color={variant.color} />
                  {isAvailable(variant) ? label : soldOut(label)}
                </ToggleButton>
              );
            })}
          </ToggleButtonGroup>
        </div>
      )}
    </Stack>
  );
}
