import Button, { type ButtonProps } from '@mui/material/Button';
import { useId, type ChangeEvent, type ReactNode } from 'react';

export interface ImagePickerButtonProps {
  children: ReactNode;
  /** The files picked (several allowed, so lib/imageRules can say "only one"); check them with pictureProblem. */
  onPick: (files: File[]) => void;
  startIcon?: ButtonProps['startIcon'];
}

/** A button that opens the file chooser for images; the same file can be picked again after an error. */
export function ImagePickerButton({ children, onPick, startIcon }: ImagePickerButtonProps) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <>
      <Button component="label" htmlFor={inputId} variant="outlined" startIcon={startIcon}>
        {children}
      </Button>
      <input id={inputId} type="file" accept="image/*" multiple hidden onChange={onChange} />
    </>
  );
}
