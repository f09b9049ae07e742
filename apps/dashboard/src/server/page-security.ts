import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

// The browser hardening of the dashboard's pages (/, /dashboard/*, /auth/*, /mail-alias/*, /reports/*): a nonce
// Content-Security-Policy (scripts only from this origin or with this answer's nonce), no framing by any site,
// and no referrer (the /auth/* and /reports/* addresses carry tokens). The embeddable plan (/embed/centerplan,
// spec 4.2) sets its own policy: it must stay frameable by the center websites.

/**
 * Styles: the Vite build ships CSS files and React sets inline styles through the CSSOM, which a policy does not
 * govern; the one `<style>` element made at run time (the scroll lock of the dialogs, react-remove-scroll) carries
 * this answer's nonce, which the page hands it (main.tsx). Images may come from the media CDN (another origin) and as data: or
 * blob: previews of an upload.
 */
export const pageSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // the center plan screen previews the embeddable plan of this origin
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
  });

/** The page with this answer's CSP nonce on each of its script tags. */
export function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replaceAll('<script', `<script nonce="${nonce}"`) : html;
}
