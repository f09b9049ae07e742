// `pnpm email:test --to <address>`: sends one test message with the configured transport (spec 6.1, 7, 8).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config/env';
import { createDatabase } from '../db/database';
import { createMailer } from '../mail/mailer';
import { renderTestMail } from '../mail/test-mail';

const USAGE = 'usage: pnpm email:test --to <address>';

/** a problem the script explains in one message */
class CliError extends Error {}

function recipient(): string {
  let to: string | undefined;
  try {
    to = parseArgs({ options: { to: { type: 'string' } }, strict: true }).values.to;
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (!to) throw new CliError(`--to is missing\n${USAGE}`);
  if (!z.email().safeParse(to.trim()).success) throw new CliError(`--to is not a valid e-mail address: ${to}`);
  return to.trim();
}

try {
  const to = recipient();
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    // every send is logged in email_log; this script does not change the schema
    const migrated = await database.db
      .selectFrom('emailLog')
      .select('id')
      .limit(1)
      .execute()
      .then(() => true)
      .catch(() => false);
    if (!migrated) throw new CliError('the database has no email_log table yet: run `pnpm db:migrate` first');
    const mailer = createMailer({ db: database.db, email: config.email });
    const result = await mailer.send({ to, rendered: renderTestMail({ baseUrl: config.baseUrl }) });
    if (!result.ok) {
      console.error(`sending failed: ${result.error}`);
      process.exitCode = 1;
    } else {
      const where =
        config.email.transport === 'outbox' ? 'stored in the outbox (e-mail log, nothing sent) for' : 'sent to';
      console.log(`${where} ${to} via ${config.email.transport}; message id: ${result.messageId}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof CliError ? error.message : error);
  process.exitCode = 1;
}
