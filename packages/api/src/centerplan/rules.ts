import { readersOf, rolesOf, rule } from '@center-platform/core/accounts';

/**
 * The center plan area: the digital-experience module (2.11), open to the roles of both of its areas — the
 * center website (the embeddable plan, 4.2) and digital apps and hardware (kiosks, wayfinding). The wayfinding
 * graph is part of the center plan (spec 2.7) and shares the rule.
 */
export const CENTERPLAN_RULE = rule('digital-experience', rolesOf('center-website', 'digital-apps-hardware'), {
  centerScoped: true,
});

/** Reading the plan (floors, locations, what is still unlinked): the same roles and the areas' readers. */
export const CENTERPLAN_READ_RULE = rule('digital-experience', readersOf('center-website', 'digital-apps-hardware'), {
  centerScoped: true,
});
