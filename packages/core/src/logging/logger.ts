import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; secrets that could reach a log line are redacted by path. */
export function createLogger(options: { level: string; name?: string }): Logger {
  return pino({
    name: options.name ?? 'center-platform',
    level: options.level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.apiKey'],
      censor: '[redacted]',
    },
  });
}
