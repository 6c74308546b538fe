import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { AvatarPicture } from '../../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObjectId } from '../../../api/wire';
import { useSettledInput } from '../../../lib/useSettledInput';
import { useGetProductCategoriesQuery, type ProductCategory } from '../productsApi';

export interface CategoryPanelProps {
  open: boolean;
  onClose: () => void;
  categoryId: ObjectId | null;
  onChange: (category: ProductCategory | null) => void;
}

/** The slide-in category filter: name search, reset, and a radio list with each category's image or an icon. */
export function CategoryPanel({ open, onClose, categoryId, onChange }: CategoryPanelProps) {
  const { t } = useTranslation('products');
  const { t: tCommon } = useTranslation();
  // The settled search (what is typed until it settles stays in CategorySearch).
  const [name, setName] = useState('');
  const { data: categories, isFetching } = useGetProductCategoriesQuery(name, { skip: !open });
  // The address updates in a transition: the radio shows the pick at once, until the address has caught up.
  const [pick, setPick] = useState<{ id: ObjectId | null; from: ObjectId | null } | null>(null);
  const shownId = pick && pick.from === categoryId ? pick.id : categoryId;
  const choose = (category: ProductCategory | null) => {
    setPick({ id: category?._id ?? null, from: categoryId });
    onChange(category);
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box role="search" aria-labelledby="product-categories-title" sx={{ width: { xs: '85vw', sm: 320 }, p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="product-categories-title" variant="h6" component="h2">
            {t('list.filters.panelTitle')}
          </Typography>
          <IconButton aria-label={t('list.filters.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={2}>
          <CategorySearch
            value={name}
            onSearch={setName}
            onReset={() => {
              setName('');
              choose(null);
            }}
          />
          {categories && categories.length === 0 && !isFetching ? (
            <Typography role="status" color="text.secondary">
              {tCommon('messages.empty.noCategory')}
            </Typography>
          ) : (
            <RadioGroup
              aria-label={t('list.filters.listLabel')}
              value={shownId ?? ''}
              onChange={(_event, value) => choose(categories?.find((category) => category._id === value) ?? null)}
            >
              {(categories ?? []).map((category) => (
                <FormControlLabel
                  key={category._id}
                  value={category._id}
                  control={<Radio />}
                  label={
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <AvatarPicture
                        src={category.image ?? undefined}
                        alt=""
                        variant="rounded"
                        sx={{ width: 32, height: 32 }}
                      >
                        <CategoryOutlinedIcon fontSize="small" />
                      </AvatarPicture>
                      <span>{category.name}</span>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          )}
        </Stack>
      </Box>
    </Drawer>
  );
}

/**
 * The name search and Reset. What is typed stays in the field until it settles, so a key renders nothing of the
 * panel; Reset empties the field, text typed but not yet settled included.
 */
function CategorySearch({
  value,
  onSearch,
  onReset,
}: {
  value: string;
  onSearch: (name: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('products');
  const { field, show } = useSettledInput(value, onSearch);
  return (
    <>
      <TextField type="search" size="small" label={t('list.filters.categorySearch')} {...field} />
      <Button
        variant="outlined"
        onClick={() => {
          show('');
          onReset();
        }}
      >
        {t('list.filters.reset')}
      </Button>
    </>
  );
}
