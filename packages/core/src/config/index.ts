// The public entry of the config area: `@center-platform/core/config`.
export { type Config, loadConfig } from './env';
export { loadConfigOrExit, StartUpRefusal, startOrExit, stopOnSignals } from './process-entry';
export { type MediaProcess, type SharedMediaProblem, sharedMediaProblem } from './shared-media';
