import type { ComponentProps } from 'react';
import { TextField } from '../../../components/TextField';

/**
 * A staff password box: hidden as it is typed, and named for the browser's password manager as the password in use
 * (`current`: sign-in, the one-time password) or a new one to save (`new`: choosing one's own).
 */
export function PasswordField({
  purpose,
  value,
  onChange,
  ...field
}: { purpose: 'current' | 'new'; value: string; onChange: (value: string) => void } & Pick<
  ComponentProps<typeof TextField>,
  'id' | 'label' | 'hint' | 'error'
>) {
  return (
    <TextField
      {...field}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
