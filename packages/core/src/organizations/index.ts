// The public entry of the organizations area: `@center-platform/core/organizations`.
export { createOrganizationKey, isOrganizationKey, listOrganizationKeyPage, OrganizationKeyCreateInput, OrganizationKeyPageQuery, organizationKeyCaller, revokeOrganizationKey } from './api-keys';
export { getOrganizationHosting, HostingPatchInput, HostingProjectInput, patchOrganizationHosting } from './hosting';
export { findOrganization, listOrganizations } from './organizations';
