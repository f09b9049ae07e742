// The public entry of the centers area: `@center-platform/core/centers`.
export { AgencyCenterCreateInput, AgencyCenterUpdateInput, centerOrganization, createAgencyCenter, getAgencyCenter, updateAgencyCenter } from './agency-center';
export { CenterBrandingInput, CenterChatbotInput, CenterContactInput, CenterFeaturesInput, CenterPrivacyInput, CenterplanSettingsInput, CenterSeoInput, CenterSettingsInput, CustomDomainInput, getCenterSettings, updateCenterSettings } from './center-settings';
export { bumpContentVersion, type CenterSelector, type ContentVersionFeed, type ContentVersionReader, contentVersionReader, readContentVersion, subscribeContentVersions } from './content-version';
export { normalizeDomain } from './domain';
export { listCategories, listCategoryThemes, listEntrances, listGastronomyThemes, listOfficeThemes, listWebsiteCategories, listWebsiteCategoryThemes } from './public-categories';
export { centerByDomainView, centerBySlugView, centerThemeConfig } from './public-center';
export { HEX_COLOR } from './public-settings';
export { getTemplateContent, HeroSlideInput, TemplateContentInput, updateTemplateContent } from './template-content';
export { getVisitorSurface } from './visitor-surface';
export { getWebsiteConfig } from './website-config';
export { centersOfOrganization, listWorkableCenters, type WorkableCenter, WorkableCentersQuery } from './workable-centers';
