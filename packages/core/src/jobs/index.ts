// The public entry of the jobs area: `@center-platform/core/jobs`.
export { createJobQueue, type JobQueue } from './queue';
export { type JobWorkers, startJobWorkers } from './workers';
