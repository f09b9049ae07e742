import { z } from 'zod';
import { isSafeHref } from '../content/href';

// Browser-safe (`@center-platform/core/shared`): the address staff give for the server to call (a plugin site, a
// webhook), as the dashboard's forms and the server's inputs check it. The server then checks its host against the
// outbound policy (given-url.ts).

export const WEB_ADDRESS_MAX_LENGTH = 2000;

const isWebAddress = (value: string) => /^https?:\/\/[^\s/]/i.test(value) && isSafeHref(value);

/** An absolute http(s) address. */
export const WebAddress = z
  .string()
  .trim()
  .min(1)
  .max(WEB_ADDRESS_MAX_LENGTH)
  .refine(isWebAddress, 'Use an http(s) URL.');
