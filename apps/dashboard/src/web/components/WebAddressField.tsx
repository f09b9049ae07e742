// Kept out of forms.tsx for the reason NameField is: core's shared rules would load with the sign-in screen.
import { WEB_ADDRESS_MAX_LENGTH } from '@center-platform/core/shared';
import { TextField, type TextFieldProps } from './forms';

/** An address the server will call (a plugin site, a webhook): required, as long as core allows, typed as a URL. */
export function WebAddressField(props: Omit<TextFieldProps, 'type' | 'required' | 'maxLength'>) {
  return (
    <TextField
      type="url"
      inputMode="url"
      required
      maxLength={WEB_ADDRESS_MAX_LENGTH}
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}
