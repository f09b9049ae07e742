// Kept out of forms.tsx: the first screen (sign-in) loads that file, and core's shared rules would come with it.
import { NAME_MAX_LENGTH } from '@center-platform/core/shared';
import { TextField, type TextFieldProps } from './forms';

/** The name of what a form makes or edits (a user, a plugin site): required, as long as core allows, never autofilled. */
export function NameField(props: Omit<TextFieldProps, 'required' | 'maxLength' | 'autoComplete'>) {
  return <TextField required maxLength={NAME_MAX_LENGTH} autoComplete="off" {...props} />;
}
