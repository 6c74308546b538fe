import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerOrdersCatalogue } from '../ordersCatalogue';

registerOrdersCatalogue();

// The address step loads when the shopper asks for it: the cart page stays light.
const AddressStepDialog = lazy(() =>
  import(/* webpackChunkName: "checkout-addresses" */ './AddressStepDialog').then((module) => ({ default: module.AddressStepDialog })),
);

/** The cart's checkout slot (src/app/pages/CartPage.tsx): the Checkout button and the address step it opens. */
export function CheckoutStep({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" fullWidth disabled={disabled} onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        {t('addresses.step.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddressStepDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
