import {
  answerVisitorQuestion,
  CHAT_INTENTS,
  type ChatbotAnswer,
  type ChatLocale,
  CONTENT_BLOCK_KINDS,
} from '@center-platform/core/chatbot';
import { DomainError } from '@center-platform/core/errors';
import { findPluginSiteByKey } from '@center-platform/core/plugin-sites';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../context';
import { errorBody } from '../../http/errors';
import { createVisitorLimiters, rateLimit } from '../../http/rate-limit';
import { visitorActionCors } from '../cors';
import type { PublicApp } from '../public-app';
import { commonErrors, errorResponse } from '../schemas/common';

const CHATBOT_PATH = '/api/ai/visitor-chatbot';
export const MAX_CHAT_MESSAGE = 1000;
export const MAX_CHAT_HISTORY = 10;

export const VisitorChatbotRequest = z
  .object({
    centerId: z.uuid().optional().openapi({ description: 'The center asked; or give the plugin site `apiKey`' }),
    apiKey: z.string().max(200).optional().openapi({
      description: "A plugin site's inbound key (cpk_…); when both are given they must name the same center",
    }),
    message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE),
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(MAX_CHAT_MESSAGE) }))
      .max(MAX_CHAT_HISTORY)
      .optional()
      .openapi({ description: 'The last turns of the conversation, oldest first (used by the language model only)' }),
    locale: z.enum(['de', 'en']).optional().default('de'),
    chatConsentAccepted: z
      .boolean()
      .optional()
      .openapi({ description: 'Must be true: the visitor accepted the chat consent (spec 4.3)' }),
  })
  .refine((body) => body.centerId !== undefined || body.apiKey !== undefined, {
    message: 'give centerId or apiKey',
    path: ['centerId'],
  })
  .openapi('VisitorChatbotRequest');

const Card = z.looseObject({}).openapi({ description: 'A card; its fields depend on the block kind (see the README)' });
export const VisitorChatbotResponse = z
  .object({
    success: z.literal(true),
    answer: z.string(),
    intent: z.enum(CHAT_INTENTS),
    items: z.array(
      z.object({
        type: z.enum(['shop', 'offer', 'event', 'news', 'service', 'job']),
        id: z.string(),
        title: z.string(),
        subtitle: z.string().nullable(),
      }),
    ),
    actions: z.array(z.object({ type: z.enum(['open_url', 'open_plan']), label: z.string(), url: z.string() })),
    suggestedActions: z.array(z.object({ label: z.string(), message: z.string() })),
    contentBlocks: z.array(
      z.looseObject({
        kind: z.enum(CONTENT_BLOCK_KINDS),
        items: z.array(Card).optional(),
      }),
    ),
    source: z.enum(['retrieval', 'llm']),
  })
  .openapi('VisitorChatbotAnswer');

const postChatbot = createRoute({
  method: 'post',
  path: CHATBOT_PATH,
  tags: ['Visitor chatbot'],
  summary: "Answers a visitor's question from the center's public data (optionally phrased by a language model)",
  request: { body: { content: { 'application/json': { schema: VisitorChatbotRequest } }, required: true } },
  responses: {
    200: { content: { 'application/json': { schema: VisitorChatbotResponse } }, description: 'The answer' },
    400: errorResponse('Malformed input (INVALID_REQUEST), CHAT_CONSENT_REQUIRED, or CENTER_KEY_MISMATCH'),
    403: errorResponse('CHATBOT_DISABLED: the center has switched its chatbot off'),
    404: errorResponse('CENTER_NOT_FOUND: no such center, or no connected plugin site with this key'),
    415: errorResponse('The body is not JSON (Content-Type application/json)'),
    429: errorResponse('RATE_LIMITED: too many chatbot requests from this address; see Retry-After'),
    ...commonErrors,
  },
});

/** The chatbot is a visitor computation: POST and its preflight are open to every origin. */
const chatbotCors = visitorActionCors(['POST']);

type Resolved = { ok: true; centerId: string } | { ok: false; status: 400 | 404; code: string; message: string };

async function resolveCenter(deps: AppDeps, centerId?: string, apiKey?: string): Promise<Resolved> {
  if (apiKey === undefined) return { ok: true, centerId: centerId as string };
  const site = await findPluginSiteByKey(deps.db, apiKey);
  if (!site) return { ok: false, status: 404, code: 'CENTER_NOT_FOUND', message: 'No center for this apiKey.' };
  if (centerId !== undefined && centerId !== site.centerId) {
    return {
      ok: false,
      status: 400,
      code: 'CENTER_KEY_MISMATCH',
      message: 'centerId and apiKey name different centers.',
    };
  }
  return { ok: true, centerId: site.centerId };
}

/** `POST /api/ai/visitor-chatbot` (spec 4.3): public, CORS-open, rate limited per IP (spec 7, 8). */
export function registerVisitorChatbotRoutes(app: PublicApp, deps: AppDeps) {
  const limiter = deps.visitorLimiters?.chatbot ?? createVisitorLimiters(deps.redis).chatbot;
  app.use(CHATBOT_PATH, chatbotCors);
  app.use(
    CHATBOT_PATH,
    rateLimit(limiter, { enabled: deps.config.publicVisitorRateLimit, trustProxy: deps.config.trustProxy }),
  );
  app.openapi(postChatbot, async (c) => {
    const body = c.req.valid('json');
    if (body.chatConsentAccepted !== true) {
      return c.json(
        errorBody(
          'CHAT_CONSENT_REQUIRED',
          'chatConsentAccepted must be true: the visitor has to accept the chat consent.',
        ),
        400,
      );
    }
    const center = await resolveCenter(deps, body.centerId, body.apiKey);
    if (!center.ok) return c.json(errorBody(center.code, center.message), center.status);
    let answer: ChatbotAnswer | undefined;
    try {
      answer = await answerVisitorQuestion(
        deps.db,
        { centerId: center.centerId, message: body.message, history: body.history, locale: body.locale as ChatLocale },
        { llm: deps.config.chatbotLlm, logger: c.get('log') ?? deps.logger },
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'forbidden') {
        return c.json(errorBody(error.code, error.message), 403);
      }
      throw error;
    }
    if (!answer) return c.json(errorBody('CENTER_NOT_FOUND', 'No such center.'), 404);
    // dates serialize as ISO strings
    return c.json(answer as unknown as z.infer<typeof VisitorChatbotResponse>, 200);
  });
}
