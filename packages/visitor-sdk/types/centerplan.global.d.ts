// The types of dist/centerplan.global.js, the renderer as a plain <script> defines it: the global `CenterPlan`
// holds what `@center-platform/visitor-sdk/centerplan` exports. A page's TypeScript takes them with
// `import type {} from '@center-platform/visitor-sdk/centerplan.global.js'`. Copied to dist by tsup.config.ts.
import type * as Centerplan from './centerplan.js';

declare global {
  var CenterPlan: typeof Centerplan;
}
