import { join } from 'node:path';
import { z } from 'zod';
import { LLM_TIMEOUT_MS } from '../chatbot/llm-client';
import { parseEncryptionKey } from '../plugin-sites/secret-box';

// One zod-parsed configuration object (DESIGN "Configuration"). Every variable the platform reads is
// named here; a missing or malformed one stops start-up with a message that names it.

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { message: 'expected 1/0, true/false or yes/no' })
  .transform((v) => v === '1' || v === 'true' || v === 'yes');
const httpUrl = z
  .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''));
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const seconds = z.coerce.number({ message: 'expected a number of seconds' }).min(0).max(600);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a port number')
    .min(0)
    .max(65535)
    .default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, message: 'expected a postgres:// URL' }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_BASE_URL: httpUrl.optional(),
  MEDIA_CDN_URL: httpUrl.optional(),
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  DEMO_ADMIN_EMAIL: z.email({ message: 'expected an e-mail address' }).default('admin@example.com'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'expected a redis:// URL' }).optional(),
  TRUST_PROXY: bool.default(false),
  RUN_JOB_WORKERS: bool.default(true),
  DRAIN_DELAY_SECONDS: seconds.default(0),
  SHUTDOWN_GRACE_SECONDS: seconds.default(10),
  DISABLE_PUBLIC_VISITOR_RATE_LIMIT: bool.default(false),
  EMAIL_PROVIDER_API_KEY: z.string().min(1).optional(),
  EMAIL_PROVIDER_API_URL: httpUrl.optional(),
  EMAIL_FROM_ADDRESS: z.email({ message: 'expected an e-mail address' }).default('no-reply@example.com'),
  EMAIL_FROM_NAME: z.string().min(1).default('Center Platform'),
  EMAIL_REPLY_TO: z.email({ message: 'expected an e-mail address' }).optional(),
  EMAIL_TRANSPORT: z.enum(['postmark', 'outbox']).default('postmark'),
  /** mail domains (comma-separated) every center may create forwarding aliases on, besides its custom domain */
  MAIL_ALIAS_DOMAINS: z
    .string()
    .regex(
      /^\s*[a-z0-9-]+(\.[a-z0-9-]+)+(\s*,\s*[a-z0-9-]+(\.[a-z0-9-]+)+)*\s*$/i,
      'expected domain names, comma-separated',
    )
    .optional(),
  CRON_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CM_BRIDGE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** HMAC-SHA256 secret of the social publishing provider's webhook (spec 6.4); without it the webhook answers 503 */
  SOCIAL_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** the social publishing provider (packages/core/src/social/http-publisher.ts); without it publishing is a 409 */
  SOCIAL_PUBLISHER_URL: httpUrl.optional(),
  SOCIAL_PUBLISHER_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  LEGACY_PLATFORM_URL: httpUrl.optional(),
  /** further hosts (`host` or `host:port`, comma-separated) the legacy platform serves assets from */
  LEGACY_ASSET_HOSTS: z
    .string()
    .regex(/^\s*[\w.-]+(:\d+)?(\s*,\s*[\w.-]+(:\d+)?)*\s*$/, 'expected host names (host or host:port), comma-separated')
    .optional(),
  REPORTING_DASHBOARD_EXPORT_URL: httpUrl.optional(),
  REPORTING_DASHBOARD_EXPORT_API_KEY: z.string().min(1).optional(),
  BOT_CHALLENGE_SITE_KEY: z.string().min(1).optional(),
  BOT_CHALLENGE_SECRET_KEY: z.string().min(1).optional(),
  /** the Turnstile-compatible siteverify endpoint the website forms check a challenge token at */
  BOT_CHALLENGE_VERIFY_URL: httpUrl.default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  VISITOR_CHATBOT_LLM_URL: httpUrl.optional(),
  VISITOR_CHATBOT_LLM_API_KEY: z.string().min(1).optional(),
  VISITOR_CHATBOT_LLM_MODEL: z.string().min(1).optional(),
  /** how long the chatbot waits for the language model before it answers from retrieval */
  VISITOR_CHATBOT_LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(500)
    .max(60_000)
    .default(LLM_TIMEOUT_MS),
  /** 32 bytes (base64 or hex) sealing the secrets we use again: plugin sites' keys, webhook signing secrets */
  PLUGIN_KEY_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseEncryptionKey(v) !== undefined, 'expected 32 bytes as base64 or 64 hex digits')
    .optional(),
  /** outbound calls to URLs staff give (plugin sites) may reach loopback, private and link-local addresses too */
  ALLOW_PRIVATE_OUTBOUND: bool.default(false),
  /** days a content change event is kept for clients that resume the change stream (issue 27.1) */
  CHANGE_RETENTION_DAYS: z.coerce
    .number({ message: 'expected a number of days' })
    .int('expected a whole number of days')
    .min(1)
    .max(365)
    .default(7),
  /** the Ed25519 seed (32 bytes, base64 or hex) signing the kiosk snapshots; unset: a key kept in the database */
  SNAPSHOT_SIGNING_KEY: z
    .string()
    .refine((v) => parseEncryptionKey(v) !== undefined, 'expected 32 bytes as base64 or 64 hex digits')
    .optional(),
  /** retries of a webhook delivery after its first attempt (issue 27.3) */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(7),
  /** seconds before a webhook delivery's first retry; each next one waits about twice as long (at most an hour) */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** deliveries failed in a row (each after all its retries) that disable a webhook */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
});

export type EnvInput = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseEnv(env: EnvInput) {
  const input = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, emptyAsUndefined(env[k])]));
  const result = envSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '(environment)');
        const got = env[variable];
        return {
          variable,
          message: got === undefined ? issue.message : `${issue.message} (got ${JSON.stringify(got)})`,
        };
      }),
    );
  }
  const e = result.data;
  const problems: { variable: string; message: string }[] = [];
  if (e.NODE_ENV === 'production') {
    if (!e.APP_BASE_URL)
      problems.push({ variable: 'APP_BASE_URL', message: 'required in production (links in e-mails)' });
    if (e.EMAIL_TRANSPORT === 'outbox')
      problems.push({ variable: 'EMAIL_TRANSPORT', message: 'the outbox transport is for the demo, never production' });
  }
  if (e.VISITOR_CHATBOT_LLM_URL && !e.VISITOR_CHATBOT_LLM_MODEL)
    problems.push({ variable: 'VISITOR_CHATBOT_LLM_MODEL', message: 'required when VISITOR_CHATBOT_LLM_URL is set' });
  if (Boolean(e.SOCIAL_PUBLISHER_URL) !== Boolean(e.SOCIAL_PUBLISHER_API_KEY))
    problems.push({ variable: 'SOCIAL_PUBLISHER_API_KEY', message: 'set the social publisher URL and key or neither' });
  if (e.SOCIAL_PUBLISHER_URL && !e.SOCIAL_WEBHOOK_SECRET)
    problems.push({
      variable: 'SOCIAL_WEBHOOK_SECRET',
      message: "required when SOCIAL_PUBLISHER_URL is set (the provider's notices confirm scheduled posts)",
    });
  if (e.NODE_ENV === 'production' && e.SOCIAL_PUBLISHER_URL?.startsWith('http:'))
    problems.push({
      variable: 'SOCIAL_PUBLISHER_URL',
      message: 'must be https in production (it carries the API key)',
    });
  if (Boolean(e.BOT_CHALLENGE_SITE_KEY) !== Boolean(e.BOT_CHALLENGE_SECRET_KEY))
    problems.push({ variable: 'BOT_CHALLENGE_SECRET_KEY', message: 'set both bot-challenge keys or neither' });
  if (e.MEDIA_STORAGE === 's3') {
    if (!e.S3_BUCKET) problems.push({ variable: 'S3_BUCKET', message: 'required when MEDIA_STORAGE is s3' });
    if (!e.MEDIA_CDN_URL)
      problems.push({
        variable: 'MEDIA_CDN_URL',
        message: 'required when MEDIA_STORAGE is s3 (the public bucket address)',
      });
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push({ variable: 'S3_SECRET_ACCESS_KEY', message: 'set both S3 keys or neither' });
  if (problems.length) throw new ConfigError(problems);
  return e;
}

export function loadConfig(env: EnvInput = process.env) {
  const e = parseEnv(env);
  const baseUrl = e.APP_BASE_URL ?? `http://localhost:${e.PORT}`;
  /** what keeps the secrets we send again (plugin keys, webhook signing secrets) and the URLs we send them to */
  const sealedOutbound = {
    encryptionKey: e.PLUGIN_KEY_ENCRYPTION_KEY ? parseEncryptionKey(e.PLUGIN_KEY_ENCRYPTION_KEY) : undefined,
    urlPolicy: { allowPrivate: e.ALLOW_PRIVATE_OUTBOUND, httpsOnly: e.NODE_ENV === 'production' },
  };
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: e.DATA_DIR } as const),
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    /** the base URL of every link the platform writes (e-mails, setup links) */
    baseUrl,
    mediaCdnUrl: e.MEDIA_CDN_URL,
    media: {
      storage: e.MEDIA_STORAGE,
      /** the folder of the local store */
      dir: e.MEDIA_DIR ?? join(e.DATA_DIR, 'media'),
      /** MEDIA_DIR names the folder (on several processes the operator says they share it; see shared-media.ts) */
      dirExplicit: e.MEDIA_DIR !== undefined,
      s3: {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        /** unset: the SDK's default chain (environment, instance role) */
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
      },
      /** `{cdn_base_url}` of spec 4.9; the platform serves the local store under this URL's path */
      cdnBaseUrl: e.MEDIA_CDN_URL ?? `${baseUrl}/media`,
    },
    demo: {
      seed: e.SEED_DEMO === 'auto' ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
      adminEmail: e.DEMO_ADMIN_EMAIL.toLowerCase(),
    },
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    /** run the job workers inside the server process (always on PGlite; PostgreSQL may use apps/worker instead) */
    runJobWorkers: e.RUN_JOB_WORKERS,
    /**
     * On SIGTERM: how long readiness answers 503 while requests are still served (a load balancer's time to
     * notice), then how long requests in flight may take before every connection is closed.
     */
    shutdown: { drainDelayMs: e.DRAIN_DELAY_SECONDS * 1000, graceMs: e.SHUTDOWN_GRACE_SECONDS * 1000 },
    publicVisitorRateLimit: !e.DISABLE_PUBLIC_VISITOR_RATE_LIMIT,
    /** how long the change stream can be resumed: older events are pruned hourly */
    changeRetentionDays: e.CHANGE_RETENTION_DAYS,
    email: {
      transport: e.EMAIL_TRANSPORT,
      providerApiKey: e.EMAIL_PROVIDER_API_KEY,
      providerApiUrl: e.EMAIL_PROVIDER_API_URL,
      fromAddress: e.EMAIL_FROM_ADDRESS,
      fromName: e.EMAIL_FROM_NAME,
      replyTo: e.EMAIL_REPLY_TO,
    },
    /** the domains every center may create forwarding aliases on (its custom domain is allowed besides) */
    mailAliasDomains: (e.MAIL_ALIAS_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    cronSecret: e.CRON_SECRET,
    bridgeSecret: e.CM_BRIDGE_SECRET,
    socialWebhookSecret: e.SOCIAL_WEBHOOK_SECRET,
    socialPublisher:
      e.SOCIAL_PUBLISHER_URL && e.SOCIAL_PUBLISHER_API_KEY
        ? { url: e.SOCIAL_PUBLISHER_URL, apiKey: e.SOCIAL_PUBLISHER_API_KEY }
        : undefined,
    legacyPlatformUrl: e.LEGACY_PLATFORM_URL,
    legacyAssetHosts: (e.LEGACY_ASSET_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    reportingExport: { url: e.REPORTING_DASHBOARD_EXPORT_URL, apiKey: e.REPORTING_DASHBOARD_EXPORT_API_KEY },
    botChallenge: {
      siteKey: e.BOT_CHALLENGE_SITE_KEY,
      secretKey: e.BOT_CHALLENGE_SECRET_KEY,
      verifyUrl: e.BOT_CHALLENGE_VERIFY_URL,
    },
    /** the guard of outbound calls to URLs staff give (packages/core/src/http-outbound) */
    outbound: { allowPrivate: e.ALLOW_PRIVATE_OUTBOUND },
    pluginSites: sealedOutbound,
    /** the seed of the kiosk snapshots' signing key (issue 27.4); undefined: the key kept in the database */
    snapshotSigningSeed: e.SNAPSHOT_SIGNING_KEY ? parseEncryptionKey(e.SNAPSHOT_SIGNING_KEY) : undefined,
    webhooks: {
      policy: {
        retryLimit: e.WEBHOOK_RETRY_LIMIT,
        retryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
        disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
      },
      secrets: sealedOutbound,
    },
    chatbotLlm: {
      url: e.VISITOR_CHATBOT_LLM_URL,
      apiKey: e.VISITOR_CHATBOT_LLM_API_KEY,
      model: e.VISITOR_CHATBOT_LLM_MODEL,
      timeoutMs: e.VISITOR_CHATBOT_LLM_TIMEOUT_MS,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;
export type MediaConfig = Config['media'];
/** The names of every variable the configuration reads (for the README table and tests). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);
