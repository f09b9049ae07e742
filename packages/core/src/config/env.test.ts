// Issue foundation, point 5: one zod-parsed configuration; a missing or malformed variable names itself.
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('runs the embedded demo without any variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '.data' });
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.demo).toEqual({ seed: true, adminEmail: 'admin@example.com' });
    expect(config.email.transport).toBe('postmark');
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/center' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/center',
    });
  });

  it('treats empty values as unset and normalizes trailing slashes', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      APP_BASE_URL: 'https://app.example/',
      MEDIA_CDN_URL: 'https://cdn.example//',
    });
    expect(config.database.kind).toBe('pglite');
    expect(config.baseUrl).toBe('https://app.example');
    expect(config.mediaCdnUrl).toBe('https://cdn.example');
  });

  it('names each malformed variable, with what it got', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'maybe', DEMO_ADMIN_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'TRUST_PROXY', 'DEMO_ADMIN_EMAIL']) expect(message).toContain(name);
      expect(message).toContain('"abc"');
    }
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT']);
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual(['LOG_LEVEL']);
    expect(problemsOf({ CRON_SECRET: 'short' })).toEqual(['CRON_SECRET']);
    expect(problemsOf({ SOCIAL_WEBHOOK_SECRET: 'short' })).toEqual(['SOCIAL_WEBHOOK_SECRET']);
    expect(loadConfig({ SOCIAL_WEBHOOK_SECRET: 'a-webhook-secret-of-32-characters' }).socialWebhookSecret).toBe(
      'a-webhook-secret-of-32-characters',
    );
    expect(loadConfig({}).socialWebhookSecret).toBeUndefined();
  });

  it('requires what production needs and refuses the demo outbox there', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['APP_BASE_URL']);
    expect(
      problemsOf({ NODE_ENV: 'production', APP_BASE_URL: 'https://x.example', EMAIL_TRANSPORT: 'outbox' }),
    ).toEqual(['EMAIL_TRANSPORT']);
    expect(loadConfig({ NODE_ENV: 'production', APP_BASE_URL: 'https://x.example' }).demo.seed).toBe(false);
  });

  it('requires paired variables together', () => {
    expect(problemsOf({ BOT_CHALLENGE_SITE_KEY: 'site' })).toEqual(['BOT_CHALLENGE_SECRET_KEY']);
    expect(problemsOf({ BOT_CHALLENGE_VERIFY_URL: 'challenges.example/verify' })).toEqual(['BOT_CHALLENGE_VERIFY_URL']);
    expect(loadConfig({}).botChallenge.verifyUrl).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify');
    expect(problemsOf({ VISITOR_CHATBOT_LLM_URL: 'http://127.0.0.1:9/v1' })).toEqual(['VISITOR_CHATBOT_LLM_MODEL']);
  });

  it("takes the chatbot model's timeout in milliseconds, 8 s unless set", () => {
    expect(loadConfig({}).chatbotLlm.timeoutMs).toBe(8000);
    expect(loadConfig({ VISITOR_CHATBOT_LLM_TIMEOUT_MS: '2500' }).chatbotLlm.timeoutMs).toBe(2500);
    for (const value of ['soon', '100', '120000', '1.5']) {
      expect(problemsOf({ VISITOR_CHATBOT_LLM_TIMEOUT_MS: value })).toEqual(['VISITOR_CHATBOT_LLM_TIMEOUT_MS']);
    }
  });

  it('takes the social publisher with its key and the webhook secret its notices need, https in production', () => {
    const secret = 'a-webhook-secret-of-32-characters';
    const key = 'a-publisher-key-of-32-characters';
    expect(problemsOf({ SOCIAL_PUBLISHER_URL: 'https://social.example/v1', SOCIAL_WEBHOOK_SECRET: secret })).toEqual([
      'SOCIAL_PUBLISHER_API_KEY',
    ]);
    expect(problemsOf({ SOCIAL_PUBLISHER_URL: 'https://social.example/v1', SOCIAL_PUBLISHER_API_KEY: key })).toEqual([
      'SOCIAL_WEBHOOK_SECRET',
    ]);
    expect(problemsOf({ SOCIAL_PUBLISHER_API_KEY: 'short' })).toEqual(['SOCIAL_PUBLISHER_API_KEY']);
    const production = { NODE_ENV: 'production', APP_BASE_URL: 'https://x.example', SOCIAL_WEBHOOK_SECRET: secret };
    expect(
      problemsOf({ ...production, SOCIAL_PUBLISHER_URL: 'http://social.example', SOCIAL_PUBLISHER_API_KEY: key }),
    ).toEqual(['SOCIAL_PUBLISHER_URL']);
    const config = loadConfig({
      SOCIAL_PUBLISHER_URL: 'https://social.example/v1/',
      SOCIAL_PUBLISHER_API_KEY: key,
      SOCIAL_WEBHOOK_SECRET: secret,
    });
    expect(config.socialPublisher).toEqual({ url: 'https://social.example/v1', apiKey: key });
    expect(loadConfig({}).socialPublisher).toBeUndefined();
  });

  it('takes a 32-byte plugin key encryption key as base64 or hex; private outbound targets only when opted in', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ PLUGIN_KEY_ENCRYPTION_KEY: key.toString('base64') }).pluginSites.encryptionKey).toEqual(key);
    expect(loadConfig({ PLUGIN_KEY_ENCRYPTION_KEY: key.toString('hex') }).pluginSites.encryptionKey).toEqual(key);
    expect(problemsOf({ PLUGIN_KEY_ENCRYPTION_KEY: 'short' })).toEqual(['PLUGIN_KEY_ENCRYPTION_KEY']);
    // off outside production too: a test or stand-in on 127.0.0.1 sets ALLOW_PRIVATE_OUTBOUND itself
    expect(loadConfig({}).pluginSites).toEqual({
      encryptionKey: undefined,
      urlPolicy: { allowPrivate: false, httpsOnly: false },
    });
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: false });
    expect(loadConfig({ ALLOW_PRIVATE_OUTBOUND: 'true' }).pluginSites.urlPolicy.allowPrivate).toBe(true);
    expect(problemsOf({ ALLOW_PRIVATE_OUTBOUND: 'maybe' })).toEqual(['ALLOW_PRIVATE_OUTBOUND']);
    const production = { NODE_ENV: 'production', APP_BASE_URL: 'https://app.example' };
    expect(loadConfig(production).pluginSites.urlPolicy).toEqual({ allowPrivate: false, httpsOnly: true });
    expect(loadConfig({ ...production, ALLOW_PRIVATE_OUTBOUND: '1' }).outbound.allowPrivate).toBe(true);
  });

  it('keeps media in a local folder by default, served by the platform under its own URL', () => {
    const config = loadConfig({ DATA_DIR: '/var/lib/center/' });
    expect(config.media.storage).toBe('local');
    expect(config.media.dir).toBe('/var/lib/center/media');
    expect(config.media.cdnBaseUrl).toBe('http://localhost:3000/media');
    expect(config.media.s3).toMatchObject({ region: 'us-east-1', forcePathStyle: false, credentials: undefined });
    expect(loadConfig({ APP_BASE_URL: 'https://app.example/', MEDIA_DIR: '/srv/media' }).media).toMatchObject({
      dir: '/srv/media',
      cdnBaseUrl: 'https://app.example/media',
    });
    expect(loadConfig({ MEDIA_CDN_URL: 'https://cdn.example/' }).media.cdnBaseUrl).toBe('https://cdn.example');
  });

  it('stores media in S3 with a bucket and a public CDN address', () => {
    const media = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'center-media',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_CDN_URL: 'https://cdn.example',
    }).media;
    expect(media).toEqual({
      storage: 's3',
      dir: '.data/media',
      dirExplicit: false,
      s3: {
        bucket: 'center-media',
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      cdnBaseUrl: 'https://cdn.example',
    });
    expect(problemsOf({ MEDIA_STORAGE: 's3' })).toEqual(['S3_BUCKET', 'MEDIA_CDN_URL']);
    expect(problemsOf({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toEqual(['MEDIA_CDN_URL']);
    expect(problemsOf({ MEDIA_STORAGE: 'ftp' })).toEqual(['MEDIA_STORAGE']);
    expect(problemsOf({ S3_ENDPOINT: 'minio:9000' })).toEqual(['S3_ENDPOINT']);
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'sure' })).toEqual(['S3_FORCE_PATH_STYLE']);
    expect(problemsOf({ S3_ACCESS_KEY_ID: 'key' })).toEqual(['S3_SECRET_ACCESS_KEY']);
  });

  it('lists every variable it reads', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining([
        'DATABASE_URL',
        'DATA_DIR',
        'PORT',
        'EMAIL_PROVIDER_API_KEY',
        'MEDIA_CDN_URL',
        'MEDIA_STORAGE',
        'MEDIA_DIR',
        'S3_BUCKET',
        'S3_REGION',
        'S3_ENDPOINT',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'SOCIAL_WEBHOOK_SECRET',
      ]),
    );
  });
});
