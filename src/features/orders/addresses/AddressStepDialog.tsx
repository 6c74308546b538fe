import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AfterOpenPaint } from '../../../components/AfterOpenPaint';
import { ModalDialog } from '../../../components/ModalDialog';
import { serverMessage } from '../../../api/errors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import {
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useSetDefaultAddressMutation,
  type Address,
} from '../../products/addressesApi';
import { AddressChoice } from './AddressChoice';
import { AddressFormDialog } from './AddressFormDialog';
import type { ChosenAddresses } from './addressStepLink';
import { addressName, addressOneLine } from './addressText';
import { pickAddress, type AddressRole } from './pickAddress';
import { Notice } from '../../../components/Notice';

interface AddressStepDialogProps {
  /** The addresses to start from (when they still exist), else the default billing and shipping ones. */
  initial?: ChosenAddresses;
  onClose: () => void;
}

/**
 * The checkout's address step: the saved addresses (add, edit, delete), one for billing and one for shipping (the
 * billing one unless unticked), then on to /order/preview/:billingAddressID/:shippingAddressID.
 */
export function AddressStepDialog({ initial, onClose }: AddressStepDialogProps) {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const ids = { title: useId(), billing: useId(), shipping: useId(), required: useId() };
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data: addresses, error, isLoading } = useGetAddressesQuery();
  const [deleteAddress] = useDeleteAddressMutation();
  const [setDefaultAddress] = useSetDefaultAddressMutation();

  const [chosen, setChosen] = useState<Partial<ChosenAddresses>>(initial ?? {});
  // Undecided until the shopper ticks or unticks it: the same address when the two defaults are one.
  const [sameAsBillingChoice, setSameAsBilling] = useState<boolean | undefined>(
    initial ? initial.billing === initial.shipping : undefined,
  );
  const [showRequired, setShowRequired] = useState(false);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [removingId, setRemovingId] = useState<string>();
  const addButton = useRef<HTMLButtonElement>(null);

  const list = addresses ?? [];
  const billingId = pickAddress(list, chosen.billing, 'billing');
  const sameAsBilling = sameAsBillingChoice ?? billingId === pickAddress(list, undefined, 'shipping');
  // Decided once the list arrives, so a later choice or a new default never ticks or unticks it behind the shopper.
  if (sameAsBillingChoice === undefined && addresses) setSameAsBilling(sameAsBilling);
  const shippingId = sameAsBilling ? billingId : pickAddress(list, chosen.shipping, 'shipping');
  const missing = !billingId || !shippingId;

  const choose = (role: 'billing' | 'shipping', id: string) => {
    setChosen((previous) => ({ ...previous, [role]: id }));
    setShowRequired(false);
  };

  const proceed = () => {
    if (missing) {
      setShowRequired(true);
      return;
    }
    void navigate(`/order/preview/${billingId}/${shippingId}`);
  };

  const saved = (address: Address) => {
    const wasNew = editing === 'new';
    setEditing(null);
    // A new address is the one the shopper means to use: it is chosen where the choice is open.
    if (wasNew) choose(sameAsBilling ? 'billing' : 'shipping', address._id);
  };

  const makeDefault = async (address: Address, role: AddressRole) => {
    setRemovingId(address._id);
    const result = await setDefaultAddress({ id: address._id, role });
    setRemovingId(undefined);
    if (result.error) {
      toast.error(serverMessage(result.error) ?? t('addresses.list.defaultFailed'));
      return;
    }
    choose(role, address._id);
  };

  const confirmDelete = async () => {
    const address = deleting;
    setDeleting(null);
    if (!address) return;
    setRemovingId(address._id);
    const result = await deleteAddress(address._id);
    setRemovingId(undefined);
    // The row (and the button that opened the question) is gone: focus goes to the one control sure to stay.
    addButton.current?.focus();
    if (result.error) {
      toast.error(
        t('addresses.delete.failed', {
          error: serverMessage(result.error) ?? t('common:messages.network.requestFailed'),
        }),
      );
    } else toast.success({ key: 'orders:addresses.delete.deleted' });
  };

  const skeleton = (
    <Stack spacing={1} aria-busy="true">
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={72} />
    </Stack>
  );
  let content;
  if (isLoading) {
    content = skeleton;
  } else if (error && !addresses) {
    content = <Notice severity="error">{serverMessage(error) ?? t('addresses.step.loadFailed')}</Notice>;
  } else {
    content = (
      <Stack spacing={2}>
        <section aria-labelledby={ids.billing}>
          <Typography id={ids.billing} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('addresses.step.billing')}
          </Typography>
          {list.length === 0 ? (
            <Typography color="text.secondary">{t('addresses.step.none')}</Typography>
          ) : (
            <RadioGroup
              aria-labelledby={ids.billing}
              aria-describedby={showRequired ? ids.required : undefined}
              value={billingId ?? ''}
              onChange={(event) => choose('billing', event.target.value)}
              sx={{ gap: 1 }}
            >
              {list.map((address) => (
                <AddressChoice
                  key={address._id}
                  address={address}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  busy={removingId === address._id}
                  role="billing"
                  onMakeDefault={(chosenAddress, role) => void makeDefault(chosenAddress, role)}
                />
              ))}
            </RadioGroup>
          )}
          <Button ref={addButton} startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mt: 1 }}>
            {t('addresses.list.add')}
          </Button>
        </section>
        <FormControlLabel
          control={<Checkbox checked={sameAsBilling} onChange={(event) => setSameAsBilling(event.target.checked)} />}
          label={t('addresses.step.sameAsBilling')}
        />
        {!sameAsBilling && list.length > 0 && (
          <section aria-labelledby={ids.shipping}>
            <Typography id={ids.shipping} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('addresses.step.shipping')}
            </Typography>
            <RadioGroup
              aria-labelledby={ids.shipping}
              value={shippingId ?? ''}
              onChange={(event) => choose('shipping', event.target.value)}
              sx={{ gap: 1 }}
            >
              {list.map((address) => (
                <AddressChoice
                  key={address._id}
                  address={address}
                  busy={removingId === address._id}
                  role="shipping"
                  onMakeDefault={(chosenAddress, role) => void makeDefault(chosenAddress, role)}
                />
              ))}
            </RadioGroup>
          </section>
        )}
        {showRequired && missing && (
          <Notice id={ids.required} severity="warning" role="alert">
            {t('addresses.step.required')}
          </Notice>
        )}
      </Stack>
    );
  }

  return (
    <>
      <ModalDialog open onClose={onClose} aria-labelledby={ids.title} fullScreen={fullScreen} maxWidth="sm" fullWidth>
        <DialogTitle id={ids.title}>{t('addresses.step.title')}</DialogTitle>
        <DialogContent>
          {/* The addresses with their radios and menus render after the opening frame has painted. */}
          <AfterOpenPaint fallback={skeleton}>{content}</AfterOpenPaint>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('addresses.step.cancel')}</Button>
          <Button variant="contained" onClick={proceed} disabled={isLoading || Boolean(removingId)}>
            {t('addresses.step.continue')}
          </Button>
        </DialogActions>
      </ModalDialog>
      {editing && (
        <AddressFormDialog
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('addresses.delete.title')}
        body={
          deleting
            ? t('addresses.delete.body', { name: addressName(deleting), address: addressOneLine(deleting) })
            : undefined
        }
        confirmLabel={t('addresses.delete.confirm')}
        cancelLabel={t('addresses.delete.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        destructive
      />
    </>
  );
}
