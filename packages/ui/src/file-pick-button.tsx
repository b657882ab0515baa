import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { ChangeEvent, ReactNode } from 'react';
import { visuallyHiddenSx } from './visually-hidden';

export interface FilePickButtonProps {
  children: ReactNode;
  /** The file input's accessible name, when the button's text is not enough. */
  inputLabel?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
  size?: ButtonProps['size'];
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A button that opens the file picker. The file input inside it takes keyboard focus (the label
 * itself is not a second control around it), and the button shows a focus ring when it has it.
 */
export function FilePickButton({
  children,
  inputLabel,
  accept,
  multiple = false,
  disabled = false,
  startIcon,
  size,
  onChange,
}: FilePickButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      size={size}
      startIcon={startIcon}
      disabled={disabled}
      sx={{
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {children}
      <Box
        component="input"
        type="file"
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel}
        onChange={onChange}
        disabled={disabled}
        sx={visuallyHiddenSx}
      />
    </Button>
  );
}
