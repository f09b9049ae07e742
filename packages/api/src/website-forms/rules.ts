import { rolesOf, rule } from '@center-platform/core/accounts';

/** Spec 6.3: the form recipients are a setting of the center website area (2.11), on the own center. */
export const FORM_RECIPIENTS_RULE = rule('digital-experience', rolesOf('center-website'), { centerScoped: true });
