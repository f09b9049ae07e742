// @center-platform/visitor-sdk/node: what only Node has (the SDK's other entries run anywhere).
export { fileStore } from './file-store';
