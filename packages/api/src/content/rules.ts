import { readersOf, rolesOf, rule } from '@center-platform/core/accounts';

/** Content: the editorial area of the mall-core module (2.11). */
export const CONTENT_RULE = rule('mall-core', rolesOf('mall-core'), { centerScoped: true });

/** Reading content: its editors and its readers (a VIEWER reads its center's content, spec 2.11 plus issue 25). */
export const CONTENT_READ_RULE = rule('mall-core', readersOf('mall-core'), { centerScoped: true });

/** Center settings and template content: the center-website area of digital-experience (2.11). */
export const WEBSITE_RULE = rule('digital-experience', rolesOf('center-website'), { centerScoped: true });

/** Reading center settings and template content: the center-website area's roles and its readers. */
export const WEBSITE_READ_RULE = rule('digital-experience', readersOf('center-website'), { centerScoped: true });

/**
 * Content performance is read where news are edited and where they are analysed: the roles of the editorial
 * and analytics areas (2.11), behind the content module (news are mall-core content), on the center of the
 * session (a news item of another center is not found).
 */
export const NEWS_PERFORMANCE_RULE = rule('mall-core', rolesOf('editorial', 'analytics'), { centerScoped: true });

/**
 * The preview of the rich-text editor (what the sanitizer leaves of the text being edited): whoever edits rich text,
 * in the center's content or in its website's template content. It reads and stores nothing of any center, so it
 * names neither a module nor a center.
 */
export const RICH_TEXT_PREVIEW_RULE = rule(null, rolesOf('editorial', 'center-website'), { centerScoped: false });
