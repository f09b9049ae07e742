import { rule } from '@center-platform/core/accounts';

/** Spec 4.7, 4.8 and 5: the legacy and the reporting import are for SUPER_ADMIN only (platform-wide system tasks). */
export const IMPORT_RULE = rule('system-integration', ['SUPER_ADMIN'], { centerScoped: false });
