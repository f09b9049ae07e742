// Spec 4.4, 7, 8: the two center website form endpoints. Public (no credentials), CORS `*` with preflight,
// 10 requests per 15 minutes per IP shared by both; the rules live in core (website-forms).
import type { Mailer } from '@center-platform/core/mail';
import {
  formKeysOf,
  submitWebsiteForm,
  WEBSITE_FORM_SCHEMAS,
  WebsiteFormError,
  type WebsiteFormErrorKind,
  type WebsiteFormRoute,
} from '@center-platform/core/website-forms';
import { type RouteConfig, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../context';
import { readJsonBody } from '../http/body';
import { ApiError, errorBody } from '../http/errors';
import { clientIp, createLimiter, rateLimit } from '../http/rate-limit';
import { visitorActionCors } from '../public/cors';
import { CenterIdParams, commonErrors, errorResponse } from '../public/schemas/common';

/** Spec 8: the contact form rate; always on (DISABLE_PUBLIC_VISITOR_RATE_LIMIT is for chatbot and routing only). */
export const WEBSITE_FORM_LIMIT = { points: 10, duration: 15 * 60 } as const;
/** far above any form's fields (about 8 KB at most): a bigger body is refused before it is read */
const MAX_BODY_BYTES = 64 * 1024;

const STATUS: Record<WebsiteFormErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  not_found: 404,
  challenge_failed: 403,
  challenge_unavailable: 503,
  no_recipients: 503,
  send_failed: 502,
};

const ROUTES: Record<WebsiteFormRoute, string> = {
  contact: '/api/centers/:centerId/send-contact-inquiry',
  rental: '/api/centers/:centerId/send-rental-inquiry',
};

const SUMMARY: Record<WebsiteFormRoute, string> = {
  contact: 'Sends the contact form of a center website to the center (spec 4.4)',
  rental: 'Sends a rental or promotion-space inquiry of a center website to the center (spec 4.4)',
};

/** The two form endpoints as the public OpenAPI document describes them (their rules are core's). */
export const WEBSITE_FORM_OPERATIONS: RouteConfig[] = (Object.entries(ROUTES) as [WebsiteFormRoute, string][]).map(
  ([route, path]) => {
    const [first, ...others] = formKeysOf(route).map((key) => WEBSITE_FORM_SCHEMAS[key]);
    const body = others.length && first ? z.union([first, ...others]) : first;
    return {
      method: 'post',
      path: path.replace(':centerId', '{centerId}'),
      tags: ['Website forms'],
      summary: SUMMARY[route],
      request: { params: CenterIdParams, body: { content: { 'application/json': { schema: body } }, required: true } },
      responses: {
        200: {
          description: 'Sent (spam gets the same answer)',
          content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
        },
        400: errorResponse('Malformed input; the message names each invalid field (INVALID_REQUEST, INVALID_FORM_KEY)'),
        403: errorResponse('BOT_CHALLENGE_FAILED: the bot challenge was not passed'),
        404: errorResponse('CENTER_NOT_FOUND'),
        413: errorResponse('PAYLOAD_TOO_LARGE: the body is over 64 KB'),
        429: errorResponse('RATE_LIMITED: 10 submissions per 15 minutes from one address; see Retry-After'),
        502: errorResponse('The mail could not be sent; try again later'),
        ...commonErrors,
      },
    } as RouteConfig;
  },
);

export function websiteFormRoutes(deps: AppDeps, mailer: Mailer) {
  const app = new Hono<AppEnv>();
  const limiter = createLimiter(deps.redis, { keyPrefix: 'rl:website-forms', ...WEBSITE_FORM_LIMIT });
  const trustProxy = deps.config.trustProxy;
  const formDeps = {
    db: deps.db,
    mailer,
    logger: deps.logger,
    botChallenge: deps.config.botChallenge,
    cdnBaseUrl: deps.config.media.cdnBaseUrl,
  };

  for (const [route, path] of Object.entries(ROUTES) as [WebsiteFormRoute, string][]) {
    app.use(path, visitorActionCors(['POST']));
    app.use(path, rateLimit(limiter, { enabled: true, trustProxy }));
    app.use(
      path,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          c.json(errorBody('PAYLOAD_TOO_LARGE', `The body may have at most ${MAX_BODY_BYTES} bytes.`), 413),
      }),
    );
    app.post(path, async (c) => {
      let body: unknown;
      try {
        body = await readJsonBody(c);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return c.json(errorBody(error.code, error.message), 400);
      }
      try {
        await submitWebsiteForm(
          { ...formDeps, logger: c.get('log') ?? deps.logger },
          { centerId: c.req.param('centerId') ?? '', route, body, remoteIp: clientIp(c, trustProxy) },
        );
      } catch (error) {
        if (!(error instanceof WebsiteFormError)) throw error;
        return c.json(errorBody(error.code, error.message), STATUS[error.kind]);
      }
      // spam gets this same answer (spec 7): nothing tells a bot its submission was dropped
      return c.json({ success: true as const });
    });
  }
  return app;
}
