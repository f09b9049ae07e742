// The public entry of the agency area: `@center-platform/core/agency`.
export { type AgencyCaller, type AgencyRule, type AgencyTarget, checkAgencyAccess } from './access';
export { officeTarget, shopLocationTarget } from './targets';
