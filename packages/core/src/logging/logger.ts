import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs (to stdout, or `destination`); secrets that could reach a log line are redacted by path. */
export function createLogger(options: { level: string; name?: string; destination?: pino.DestinationStream }): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name ?? 'center-platform',
    level: options.level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.apiKey'],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
