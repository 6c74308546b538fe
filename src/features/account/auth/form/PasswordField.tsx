import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// MUI's InputAdornment as an outlined field's end adornment draws it: its module (with Typography, for text
// adornments, and the form control's context) is not needed for one icon button.
const EndAdornment = styled('div')(({ theme }) => ({
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  marginLeft: 8,
  color: theme.palette.action.active,
}));

/** A password TextField with a keyboard-reachable show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <EndAdornment>
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
                aria-pressed={visible}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </EndAdornment>
          ),
        },
      }}
    />
  );
}
