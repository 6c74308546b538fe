import { AvatarPicture } from '../../../components/AvatarPicture';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/Groups';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePickerButton } from '../../../components/ImagePickerButton';
import { chatImageProblem, type ChatImageProblem } from '../../../lib/imageRules';

export interface GroupLogoFieldProps {
  /** The logo the group has (edit), shown until a new one is chosen. */
  currentUrl: string | null;
  value: File | null;
  onChange: (file: File | null) => void;
}

/** The group's logo: one JPEG or PNG under 5 MB (SPEC's chat image rules); a refused pick keeps the previous choice. */
export function GroupLogoField({ currentUrl, value, onChange }: GroupLogoFieldProps) {
  const { t } = useTranslation('groups');
  const helperId = useId();
  const [problem, setProblem] = useState<ChatImageProblem | null>(null);
  // A blob URL of the chosen file, made when it is picked and revoked once another replaces it or the field goes.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  const shown = (value && preview?.file === value ? preview.url : null) ?? currentUrl;

  function pick(files: File[]) {
    const found = chatImageProblem(files);
    setProblem(found);
    if (found || !files[0]) return;
    setPreview({ file: files[0], url: URL.createObjectURL(files[0]) });
    onChange(files[0]);
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={helperId}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
        {t('form.logo')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <AvatarPicture
          src={shown ?? undefined}
          alt={shown ? t('form.logoPreview') : undefined}
          variant="rounded"
          sx={{ width: 96, height: 96, bgcolor: 'primary.main' }}
        >
          <GroupsIcon sx={{ fontSize: 56 }} />
        </AvatarPicture>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
          <ImagePickerButton onPick={pick} startIcon={<PhotoCameraIcon />}>
            {shown ? t('form.changeLogo') : t('form.chooseLogo')}
          </ImagePickerButton>
          {value && (
            <Button size="small" onClick={() => onChange(null)}>
              {t('form.undoLogo')}
            </Button>
          )}
        </Box>
      </Box>
      <FormHelperText id={helperId} error={problem !== null} role={problem ? 'alert' : undefined}>
        {problem ? t(`form.logoProblem.${problem}`) : t('form.logoHint')}
      </FormHelperText>
    </Box>
  );
}
