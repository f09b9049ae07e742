// The piscina worker of svg-pool.ts: DOMPurify over jsdom takes seconds on a large plan, so it runs here,
// off the event loop of the HTTP server.
import { type SanitizedSvg, sanitizeSvg } from './sanitize-svg';

export default function sanitizeInWorker(svg: string): SanitizedSvg {
  return sanitizeSvg(svg);
}
