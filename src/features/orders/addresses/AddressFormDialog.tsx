import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ModalDialog';
import { serverMessage } from '../../../api/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFormField } from '../../../lib/forms/useFormField';
import { toast } from '../../../lib/toast';
import { DialogLanguageSwitcher } from '../../../preferences/DialogLanguageSwitcher';
import { useAddAddressMutation, useUpdateAddressMutation, type Address } from '../../products/addressesApi';
import {
  ADDRESS_MAX_LENGTH,
  addressBody,
  addressSchema,
  addressValues,
  emptyAddress,
  type AddressValues,
} from './addressSchema';
import { Notice } from '../../../components/Notice';

export interface AddressFormDialogProps {
  /** The address to edit; a new one when absent. */
  address?: Address;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

type TextName = Exclude<keyof AddressValues, 'isDefault'>;

const AUTOCOMPLETE: Record<TextName, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address: 'street-address',
  city: 'address-level2',
  province: 'address-level1',
  zipcode: 'postal-code',
  country: 'country-name',
  mobile: 'tel',
  email: 'email',
};
const OPTIONAL: readonly TextName[] = ['mobile', 'email'];
const WIDE: readonly TextName[] = ['address', 'email'];

/**
 * Adds or edits one address (the server's AddressBody, same limits). Mounted only while open, so each opening starts
 * from the address (or the session's name for a new one); a refusal keeps what was typed and says why. Escape or a
 * click outside asks before throwing away what was typed (Cancel is the explicit way out).
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const user = useAppSelector((state) => state.session.user);
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [failure, setFailure] = useState<string>();

  const formik = useFormik<AddressValues>({
    initialValues: address
      ? addressValues(address)
      : { ...emptyAddress, firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' },
    validationSchema: addressSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      const body = addressBody(values, address?.kind);
      const result = address ? await updateAddress({ id: address._id, body }) : await addAddress(body);
      if (result.error) {
        setFailure(serverMessage(result.error) ?? t('addresses.form.failed'));
        return;
      }
      toast.success({ key: 'orders:addresses.form.saved' });
      onSaved(result.data);
    },
  });
  const formField = useFormField(formik, { idPrefix: 'address', ns: 'orders' });
  const busy = formik.isSubmitting;
  const [askingDiscard, setAskingDiscard] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  const dismiss = () => {
    if (busy) return;
    if (formik.dirty) setAskingDiscard(true);
    else onClose();
  };

  const field = (name: TextName) => {
    const props = formField(name, t(`addresses.form.${name}`), { max: ADDRESS_MAX_LENGTH[name] });
    return (
      <TextField
        {...props}
        key={name}
        required={!OPTIONAL.includes(name)}
        autoFocus={name === 'firstName'}
        autoComplete={AUTOCOMPLETE[name]}
        type={name === 'email' ? 'email' : name === 'mobile' ? 'tel' : 'text'}
        disabled={busy}
        fullWidth
        sx={WIDE.includes(name) ? { gridColumn: '1 / -1' } : undefined}
        slotProps={{ htmlInput: { maxLength: ADDRESS_MAX_LENGTH[name] } }}
      />
    );
  };

  return (
    <ModalDialog open onClose={dismiss} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pr: 2 }}>
          <DialogTitle id={titleId}>
            {address ? t('addresses.form.editTitle') : t('addresses.form.addTitle')}
          </DialogTitle>
          <DialogLanguageSwitcher />
        </Box>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {(
              ['firstName', 'lastName', 'address', 'zipcode', 'city', 'province', 'country', 'mobile', 'email'] as const
            ).map(field)}
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={<Checkbox {...formik.getFieldProps({ name: 'isDefault', type: 'checkbox' })} disabled={busy} />}
              label={t('addresses.form.isDefault')}
            />
          </Box>
          {failure && (
            <Notice severity="error" sx={{ mt: 1 }}>
              {failure}
            </Notice>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('addresses.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
            {busy ? t('addresses.form.saving') : t('addresses.form.save')}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={askingDiscard}
        title={t('addresses.form.discard.title')}
        body={t('addresses.form.discard.body')}
        confirmLabel={t('addresses.form.discard.confirm')}
        cancelLabel={t('addresses.form.discard.cancel')}
        onConfirm={onClose}
        onCancel={() => setAskingDiscard(false)}
        destructive
      />
    </ModalDialog>
  );
}
