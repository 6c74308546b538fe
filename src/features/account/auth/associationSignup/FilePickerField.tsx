import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilePickerFieldProps {
  name: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  /** Translated message to show, if any. */
  error?: string;
  onPick: (file: File | null) => void;
}

/** A labelled file input behind a button, with the chosen file's name and the check's message. */
export function FilePickerField({ name, label, hint, accept, file, error, onPick }: FilePickerFieldProps) {
  const { t } = useTranslation('associationSignup');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const helperId = `${id}-helper`;

  return (
    <FormControl error={Boolean(error)} component="fieldset" sx={{ display: 'grid', gap: 1 }}>
      <FormLabel component="legend" htmlFor={id}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()}>
          {file ? t('files.change') : t('files.choose')}
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : t('files.none')}
        </Typography>
      </Stack>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-label={label}
        aria-describedby={helperId}
        hidden
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          // The same file can be picked again after a fix elsewhere.
          event.target.value = '';
        }}
      />
      <FormHelperText id={helperId}>{error ?? hint}</FormHelperText>
    </FormControl>
  );
}
