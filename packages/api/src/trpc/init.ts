import type { AccessRule, AccountServices, Principal } from '@center-platform/core/accounts';
import type { Config } from '@center-platform/core/config';
import { findUnstorableInput } from '@center-platform/core/content';
import { DomainError } from '@center-platform/core/errors';
import type { JobQueue } from '@center-platform/core/jobs';
import type { MediaStorage } from '@center-platform/core/media';
import type { SocialPublisher } from '@center-platform/core/social';
import { initTRPC, TRPCError } from '@trpc/server';
import type { Context as HonoContext } from 'hono';
import { enforce } from '../auth/guard';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { unstorableInputError } from '../http/storable-text';

export interface TrpcContext {
  services: AccountServices;
  principal: Principal | undefined;
  caller: { email: string; name: string } | undefined;
  sessionId: string | undefined;
  /** the Hono request, for the client address and headers */
  hono: HonoContext<AppEnv>;
  /** headers of the tRPC response (Set-Cookie) */
  resHeaders: Headers;
  /** TRUST_PROXY: the client address comes from X-Forwarded-For */
  trustProxy: boolean;
  /** the reporting import's upstream (REPORTING_DASHBOARD_EXPORT_URL and _API_KEY); without it: not configured */
  reportingExport?: Config['reportingExport'];
  /** LEGACY_PLATFORM_URL: the legacy import's source; without it: not configured */
  legacyPlatformUrl?: string | undefined;
  /** the durable job queue; without it nothing can be enqueued */
  jobs?: JobQueue;
  /** PLUGIN_KEY_ENCRYPTION_KEY and the plugin-site URL policy; without it: no key can be kept, https only */
  pluginSites?: Config['pluginSites'];
  /** the webhooks' secrets (PLUGIN_KEY_ENCRYPTION_KEY, the URL policy) and their retry policy */
  webhooks?: Config['webhooks'];
  /** `{cdn_base_url}` of spec 4.9: stored media paths are answered as URLs under it */
  mediaCdnBaseUrl: string;
  /** the media store (uploads, deletes); without it files cannot be changed */
  mediaStorage?: MediaStorage;
  /** the social provider's publisher; without it publishing is refused (409) */
  socialPublisher?: SocialPublisher;
}

/** Each procedure states who may call it: an access rule, or `public` for the sign-in and link flows. */
export interface ProcedureMeta {
  access: AccessRule | 'public';
}

const STATUS_CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const;
const KIND_CODES = {
  invalid: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
} as const;

/** The platform's errors as tRPC errors; `data.appCode` keeps the stable code (e.g. TOKEN_EXPIRED). */
function toTrpcError(error: unknown): unknown {
  if (error instanceof ApiError) {
    return new TRPCError({
      code: STATUS_CODES[error.status as keyof typeof STATUS_CODES] ?? 'BAD_REQUEST',
      message: error.message,
      cause: error,
    });
  }
  if (error instanceof DomainError)
    return new TRPCError({ code: KIND_CODES[error.kind], message: error.message, cause: error });
  return error;
}

const t = initTRPC
  .context<TrpcContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const cause = error.cause;
      const appCode = cause instanceof ApiError || cause instanceof DomainError ? cause.code : undefined;
      // an unexpected error (a database error, a bug) keeps its detail in the log, never in the answer
      const message =
        error.code === 'INTERNAL_SERVER_ERROR'
          ? `Something went wrong on our side; the request id ${ctx?.hono.get('requestId') ?? ''} names it in our logs.`
          : shape.message;
      return { ...shape, message, data: { ...shape.data, appCode, stack: undefined } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure goes through this one check: its declared rule against the caller (center-scoped
 * rules against the `centerId` of the input). A procedure without a rule is refused.
 */
const base = t.procedure.use(async ({ ctx, meta, getRawInput, next }) => {
  try {
    if (!meta?.access) throw new ApiError(403, 'NO_ACCESS_RULE', 'This procedure declares no access rule.');
    const raw = (await getRawInput()) as { centerId?: unknown } | undefined;
    const unstorable = findUnstorableInput(raw, 'input');
    if (unstorable) throw unstorableInputError(unstorable);
    if (meta.access !== 'public') {
      const centerId = typeof raw?.centerId === 'string' ? raw.centerId : undefined;
      enforce(
        ctx.principal,
        meta.access,
        meta.access.centerScoped ? (centerId ?? ctx.principal?.centerId ?? null) : undefined,
      );
    }
    const result = await next();
    if (!result.ok) {
      const cause = result.error.cause;
      // our own refusals keep their status and code; tRPC's (e.g. an invalid input: 400) stay as they are
      throw cause instanceof ApiError || cause instanceof DomainError ? cause : result.error;
    }
    return result;
  } catch (error) {
    throw toTrpcError(error);
  }
});

/** A procedure open to anyone (it checks a token or credentials itself). */
export const publicProcedure = base.meta({ access: 'public' });
/** A procedure with its access rule. */
export const ruledProcedure = (access: AccessRule) => base.meta({ access });

/** The caller of a ruled procedure (the check ran, so there is one). */
export function principalOf(ctx: TrpcContext): Principal {
  if (!ctx.principal) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Staff credentials are required.' });
  return ctx.principal;
}
