import { z } from 'zod';

// A forwarding alias as staff enter it (browser-safe: `@center-platform/core/shared`): the dashboard's form and
// the server check it with this one schema.
export const MailAliasInput = z.object({ alias: z.email().max(320), targetEmail: z.email().max(320) });
