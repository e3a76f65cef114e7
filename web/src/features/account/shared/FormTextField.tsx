'use client';

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

type FormTextFieldProps<V extends FieldValues, N extends Path<V>> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<V>;
  name: N;
  rules?: RegisterOptions<V, N>;
};

/** An MUI text field bound to react-hook-form; its error (browser rule or server refusal) shows below it. */
export function FormTextField<V extends FieldValues, N extends Path<V>>({
  control,
  name,
  rules,
  helperText,
  ...props
}: FormTextFieldProps<V, N>) {
  // Two forms of the page may share a field name (the current password): ids must not.
  const generatedId = useId();
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field: { ref, value, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          id={props.id ?? generatedId}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}
