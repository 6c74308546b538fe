import Button from '@mui/material/Button';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened } from '../../../../components/OnceOpened';

const PictureDialog = lazy(() =>
  import(/* webpackChunkName: "picture-dialog" */ './PictureDialog').then((module) => ({
    default: module.PictureDialog,
  })),
);

/**
 * "Change picture" and the picture dialog it opens. Its open state lives here, not in the edit form: opening the
 * dialog renders this button and the dialog, never the form's fields behind it.
 */
export function ChangePictureButton() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.details.changePicture')}
      </Button>
      <OnceOpened open={open} modal>
        <PictureDialog open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
