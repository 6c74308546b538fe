import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DialogLoading } from '../../../components/DialogLoading';
import { registerOrdersCatalogue } from '../ordersCatalogue';
import { readAddressStepLink, withoutAddressStepLink } from './addressStepLink';

registerOrdersCatalogue();

// The address step loads when the shopper asks for it: the cart page stays light.
const AddressStepDialog = lazy(() =>
  import(/* webpackChunkName: "checkout-addresses" */ './AddressStepDialog').then((module) => ({
    default: module.AddressStepDialog,
  })),
);

/**
 * The cart's checkout slot (src/app/pages/CartRoutePage.tsx): the Checkout button and the address step it opens. Reached
 * through an address step link (`?billing=&shipping=`, from the order preview), the step opens on those addresses
 * unless a flagged line blocks checking out.
 */
export function CheckoutStep({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('orders');
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = readAddressStepLink(searchParams);
  const [open, setOpen] = useState(linked !== null && !disabled);
  const close = () => {
    setOpen(false);
    if (linked) setSearchParams((params) => withoutAddressStepLink(params), { replace: true });
  };
  return (
    <>
      <Button variant="contained" fullWidth disabled={disabled} onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        {t('addresses.step.open')}
      </Button>
      {open && (
        // The page dims in the opening click's frame, while the step's code loads.
        <Suspense fallback={<DialogLoading />}>
          <AddressStepDialog initial={linked ?? undefined} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
