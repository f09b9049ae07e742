// The browser-safe entry `@center-platform/core/shared`: rules the dashboard needs as well as the server.
// Nothing reachable from here may import Node modules, the database or a server-only package
// (shared.test.ts walks the imports).

export { ForgotPasswordInput, SignInInput, TypedPassword } from '../accounts/credential-fields';
export { DIGEST_HOURS } from '../accounts/digest-hours';
export { MAIL_ALIAS_SORT_KEYS, MAIL_ALIAS_STATES, MailAliasInput, type MailAliasSortKey, type MailAliasState } from '../accounts/mail-alias-fields';
export { ChosenPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../accounts/password-rules';
export { isRole, ORGANIZATION_ROLES, ROLES, type Role } from '../accounts/roles';
export { roleWorksOn, spansOrganization, USER_SORT_KEYS, USER_STATES, UserFields, type UserSortKey, type UserState } from '../accounts/user-fields';
export { FloorNumberInput } from '../centerplan/floor-rules';
export { LOCATION_SORT_KEYS, type LocationSortKey, linkLocationInputs, MappingMethodInput } from '../centerplan/location-fields';
export { entranceInputs, touchscreenInputs } from '../centerplan/plan-point-fields';
export { SVG_MAX_BYTES, svgNumbers } from '../centerplan/svg-rules';
export { HEX_COLOR } from '../centers/public-settings';
export { centerSettingsInputs } from '../centers/settings-fields';
export { templateContentInputs } from '../centers/template-fields';
export { CHANGE_KINDS, type ChangeKind } from '../changes/change-kinds';
export { BULK_ACTIONS, type BulkAction, MAX_BULK_IDS } from '../content/bulk-actions';
export { NAME_MAX_LENGTH } from '../content/characters';
export { eventInputs, jobInputs, newsInputs, offerInputs } from '../content/editorial-fields';
export { CHECK_ONLY, ContentStatusInput, type FieldPieces, fieldPieces } from '../content/field-pieces';
export { isSafeHref } from '../content/href';
export { CONTENT_KEY_MAX_LENGTH, findSecretLookingKey, PAGE_TITLE_MAX_LENGTH, PageTypeInput, SECRET_LOOKING_KEY } from '../content/page-rules';
export { MAX_PERFORMANCE_BATCH } from '../content/performance-batch';
export { officeInputs, serviceInputs } from '../content/place-fields';
export { isScheduled, PublishInput, scheduledFor } from '../content/publish-rules';
export { slugify } from '../content/slug';
export { STAFF_PAGE_SIZES, STAFF_PAGE_SORT_KEYS, type StaffPageSortKey } from '../content/staff-page-rules';
export { homepageTileInputs, hotPickInputs } from '../content/website-fields';
export { DOOH_SLUG, MAX_PLAYLIST_ITEMS, MEDIA_ITEM_KINDS, ORIENTATIONS, PLAYLIST_ITEM_KINDS, type PlaylistItemKind, playlistInputs, RECORD_ITEM_KINDS, SIGNAGE_LANGUAGES, SignageSettingsInput, TRANSITIONS } from '../dooh/dooh-fields';
export { HISTORY_KIND_NAMES, HISTORY_ROLES, type HistoryKind, isHistoryKind, isRestorableKind } from '../history/history-kinds';
export { WEB_ADDRESS_MAX_LENGTH, WebAddress } from '../http-outbound/web-address';
export { LEGACY_READ_FLAGS, LEGACY_READ_PATHS, LegacyImportRequest, type LegacyReadFlag } from '../imports/legacy/options';
export { REPORTING_CHANNELS, type ReportingChannel } from '../imports/reporting/channels';
export { MATCH_RULES, type MatchRule } from '../imports/reporting/match-clients';
export { ACTIVE_IMPORT_STATUSES, ENDED_IMPORT_STATUSES, IMPORT_RUN_STATUSES, type ImportStatus } from '../imports/run-statuses';
export { MAX_ALT_TEXT, MEDIA_WRITE_AREAS, mediaFileInputs } from '../media/media-fields';
export { absoluteMediaUrl } from '../media/media-url';
export { ALWAYS_ON_MODULES, AREA_IDS, AREAS, type Area, type AreaId, isAreaId, isModuleId, MODULE_IDS, type ModuleId, writesIn } from '../modules/registry';
export { isOpenAt, type OpeningState, type OpeningStatus, openingStatusAt, openingStatusesAt } from '../opening-hours/opening-status';
export { type OpeningHoursView, readOpeningHours } from '../opening-hours/read';
export { decodeText, isClosedWord, isPlainObject } from '../opening-hours/serialize';
export { splitWeekdayKeys, WEEKDAYS, type Weekday } from '../opening-hours/weekdays';
export { ORGANIZATION_KEY_NAME_MAX_LENGTH, ORGANIZATION_KEY_SORT_KEYS, ORGANIZATION_KEY_STATES, OrganizationKeyFields, type OrganizationKeySortKey, type OrganizationKeyState } from '../organizations/key-fields';
export { AGENCY_KEY_SCOPES, type AgencyKeyScope } from '../organizations/key-scopes';
export { PLUGIN_KEY_MAX_LENGTH, PLUGIN_KEY_MIN_LENGTH } from '../plugin-sites/plugin-key';
export { DEFAULT_SHOP_PAGE_PATH, isPathTemplate, isShopPagePath, SHOP_PAGE_PATH_MAX_LENGTH } from '../plugin-sites/shop-page-path';
export { PluginSiteFields } from '../plugin-sites/site-fields';
export { REPORT_MANAGER_ROLES } from '../reporting/report-roles';
export { chainInputs } from '../shops/chain-fields';
export { shopInputs } from '../shops/shop-fields';
export { STAFF_SHOP_SORT_KEYS, type StaffShopSortKey } from '../shops/staff-shop-list';
export { socialAccountInputs } from '../social/account-fields';
// the social post states and limits are all shared
export * from '../social/post-states';
// a kiosk offline routes with the server's own A* on the snapshot's graph (issue 27.4)
export { buildWayfindingGraph, type GraphInput } from '../wayfinding/graph';
export { CONNECTOR_TYPES, type ConnectorType, type GraphEdgeInput, type GraphNodeInput, MAX_COORDINATE, MAX_FLOOR_EDGES, MAX_FLOOR_NODES, NODE_KINDS, type WayfindingNodeKind } from '../wayfinding/graph-rules';
export { findRoute, NoRouteError, type Route } from '../wayfinding/route';
export { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_STATUSES, WebhookFields } from '../webhooks/webhook-fields';
export { MAX_FORM_RECIPIENTS, WEBSITE_FORM_KEYS, type WebsiteFormKey } from '../website-forms/forms';
export { FormRecipientsInput, RecipientList } from '../website-forms/recipient-fields';
export { categoryInputs, categoryThemeInputs, gastronomyThemeInputs, officeThemeInputs, websiteContactInputs } from '../website-structure/structure-fields';
