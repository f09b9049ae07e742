// Sending the mails of spec 6.1 through Postmark (or the demo outbox); every send leaves one email_log row (spec 7, 8).
// `sendBatch` is for mass mail (the daily digest of 6.2): Postmark's batch API and one log insert per call.
import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import { Models, ServerClient } from 'postmark';
import { z } from 'zod';
import type { Config } from '../config/env';
import type { Database, EmailLogTable } from '../db/schema';
import type { Logger } from '../logging/logger';
import type { RenderedMail } from './templates';

export type EmailConfig = Config['email'];
export type MailLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

export interface OutgoingMail {
  to: string | string[];
  rendered: RenderedMail;
  /** overrides the configured Reply-To */
  replyTo?: string | null;
  /** the user (and center) the mail concerns, kept in the log */
  userId?: string | null;
  centerId?: string | null;
}

/**
 * `notSent` (set by `sendBatch` only): the message certainly did not go out (refused by the provider or never
 * handed over); without it a failure's outcome is unknown (e.g. a timeout), and the message may have been sent.
 */
export type SendResult = { ok: true; messageId: string } | { ok: false; error: string; notSent?: boolean };

export interface Mailer {
  /** Sends one mail. Never throws for a delivery problem: the answer says what happened. */
  send(message: OutgoingMail): Promise<SendResult>;
  /**
   * Sends many mails: Postmark's batch API (at most 500 per request), the e-mail log written with one
   * insert per call, whatever the number of messages. Answers one result per message, in order; never throws for a
   * delivery problem. Not for security mails, which go out one by one through `send` (spec 6.2 rule 6).
   */
  sendBatch(messages: OutgoingMail[]): Promise<SendResult[]>;
}

export const MISSING_PROVIDER_KEY = 'EMAIL_PROVIDER_API_KEY is not set';
/** Postmark's limit of recipients per message */
const MAX_RECIPIENTS = 50;
/** Postmark's limit of messages per batch request */
const MAX_BATCH = 500;
const PROVIDER_TIMEOUT_SECONDS = 30;
const emailAddress = z.email();

/** `Name <address>`; the name is quoted when it holds characters with a meaning in an address header. */
export function formatMailbox(name: string, address: string): string {
  const clean = name.replace(/[\r\n]+/g, ' ').trim();
  if (!clean) return address;
  return /[()<>[\]:;@\\,."]/.test(clean)
    ? `"${clean.replace(/["\\]/g, '\\$&')}" <${address}>`
    : `${clean} <${address}>`;
}

function createPostmarkClient(email: EmailConfig): ServerClient | null {
  if (!email.providerApiKey) return null;
  if (!email.providerApiUrl) return new ServerClient(email.providerApiKey, { timeout: PROVIDER_TIMEOUT_SECONDS });
  const url = new URL(email.providerApiUrl);
  return new ServerClient(email.providerApiKey, {
    requestHost: `${url.host}${url.pathname.replace(/\/+$/, '')}`,
    useHttps: url.protocol === 'https:',
    timeout: PROVIDER_TIMEOUT_SECONDS,
  });
}

function describeProviderError(error: unknown): string {
  if (error instanceof Error) {
    const { statusCode, code } = error as Error & { statusCode?: number; code?: number };
    const detail = [statusCode ? `HTTP ${statusCode}` : null, code ? `code ${code}` : null].filter(Boolean).join(', ');
    return `${error.message}${detail ? ` (${detail})` : ''}`;
  }
  return String(error);
}

/** A provider error that certainly means the request was refused (4xx: bad token, invalid input, rate limit). */
function isRefusal(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function recipientsOf(message: OutgoingMail): string[] {
  return (Array.isArray(message.to) ? message.to : [message.to]).map((a) => a.trim()).filter(Boolean);
}

/** Why these recipients cannot be sent to, or null. */
function recipientProblem(to: string[]): string | null {
  if (!to.length) return 'no recipient';
  if (to.length > MAX_RECIPIENTS) return `at most ${MAX_RECIPIENTS} recipients per message`;
  const invalid = to.find((address) => !emailAddress.safeParse(address).success);
  return invalid ? `invalid recipient address: ${JSON.stringify(invalid)}` : null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The absolute links of a text body (logged by the outbox transport so the demo can follow them). */
function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export function createMailer(deps: { db: Kysely<Database>; email: EmailConfig; logger?: MailLogger }): Mailer {
  const { db, email, logger } = deps;
  const client = email.transport === 'postmark' ? createPostmarkClient(email) : null;
  const from = formatMailbox(email.fromName, email.fromAddress);

  const postmarkMessage = (message: OutgoingMail, to: string[]): Models.Message => {
    const replyTo = message.replyTo ?? email.replyTo;
    return {
      From: from,
      To: to.join(', '),
      Subject: message.rendered.subject,
      HtmlBody: message.rendered.html,
      TextBody: message.rendered.text,
      Tag: message.rendered.templateId,
      MessageStream: 'outbound',
      // one-time links must reach the recipient unchanged, not through a tracking redirect
      TrackLinks: Models.LinkTrackingOptions.None,
      TrackOpens: false,
      ...(replyTo ? { ReplyTo: replyTo } : {}),
    };
  };

  type LogRow = {
    status: 'sent' | 'failed' | 'outbox';
    providerMessageId?: string | null;
    error?: string | null;
    bodies?: boolean;
  };
  const logRowOf = (message: OutgoingMail, to: string[], row: LogRow & { id?: string }): Insertable<EmailLogTable> => ({
    ...(row.id ? { id: row.id } : {}),
    templateId: message.rendered.templateId,
    toAddresses: to,
    subject: message.rendered.subject,
    status: row.status,
    transport: email.transport,
    providerMessageId: row.providerMessageId ?? null,
    error: row.error ?? null,
    textBody: row.bodies ? message.rendered.text : null,
    htmlBody: row.bodies ? message.rendered.html : null,
    userId: message.userId ?? null,
    centerId: message.centerId ?? null,
  });
  const writeLog = async (message: OutgoingMail, to: string[], row: LogRow) => {
    const inserted = await db
      .insertInto('emailLog')
      .values(logRowOf(message, to, row))
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };
  /** the log row of a provider outcome; a log failure is reported but does not change the outcome */
  const logQuietly = async (message: OutgoingMail, to: string[], row: LogRow) => {
    try {
      await writeLog(message, to, row);
    } catch (error) {
      logger?.error({ err: error, templateId: message.rendered.templateId }, 'could not write the e-mail log');
    }
  };
  const fail = async (message: OutgoingMail, to: string[], error: string): Promise<SendResult> => {
    logger?.warn({ templateId: message.rendered.templateId, error }, 'e-mail not sent');
    await logQuietly(message, to, { status: 'failed', error });
    return { ok: false, error };
  };

  // one statement for any number of rows: the rows travel as one JSON parameter
  const insertLogRows = async (rows: Insertable<EmailLogTable>[]) => {
    if (!rows.length) return;
    const records = JSON.stringify(
      rows.map((r) => ({
        id: r.id ?? null,
        template_id: r.templateId,
        to_addresses: r.toAddresses ?? [],
        subject: r.subject,
        status: r.status,
        transport: r.transport,
        provider_message_id: r.providerMessageId ?? null,
        error: r.error ?? null,
        text_body: r.textBody ?? null,
        html_body: r.htmlBody ?? null,
        user_id: r.userId ?? null,
        center_id: r.centerId ?? null,
      })),
    );
    await sql`
      insert into email_log (id, template_id, to_addresses, subject, status, transport, provider_message_id, error,
        text_body, html_body, user_id, center_id)
      select coalesce(r.id, gen_random_uuid()), r.template_id, r.to_addresses, r.subject, r.status, r.transport,
        r.provider_message_id, r.error, r.text_body, r.html_body, r.user_id, r.center_id
      from jsonb_to_recordset(${records}::jsonb) as r(id uuid, template_id text, to_addresses text[], subject text,
        status text, transport text, provider_message_id text, error text, text_body text, html_body text,
        user_id uuid, center_id uuid)`.execute(db);
  };

  const sendBatch = async (messages: OutgoingMail[]): Promise<SendResult[]> => {
    const results: SendResult[] = new Array(messages.length);
    const rows: Insertable<EmailLogTable>[] = [];
    const valid: { index: number; message: OutgoingMail; to: string[] }[] = [];
    const failOne = (index: number, message: OutgoingMail, to: string[], error: string, notSent: boolean) => {
      results[index] = notSent ? { ok: false, error, notSent } : { ok: false, error };
      rows.push(logRowOf(message, to, { status: 'failed', error }));
    };
    messages.forEach((message, index) => {
      const to = recipientsOf(message);
      const problem = recipientProblem(to);
      if (problem) failOne(index, message, to, problem, true);
      else valid.push({ index, message, to });
    });

    if (email.transport === 'outbox') {
      for (const { index, message, to } of valid) {
        const id = randomUUID();
        rows.push(logRowOf(message, to, { id, status: 'outbox', bodies: true }));
        results[index] = { ok: true, messageId: id };
      }
      try {
        await insertLogRows(rows);
      } catch (error) {
        const text = `could not store the e-mail in the outbox: ${describeProviderError(error)}`;
        logger?.error({ err: error, messages: messages.length }, text);
        for (const { index } of valid) results[index] = { ok: false, error: text, notSent: true };
        return results;
      }
      for (const { index, message, to } of valid) {
        const { templateId, text } = message.rendered;
        const result = results[index];
        const emailLogId = result?.ok ? result.messageId : undefined;
        logger?.info({ templateId, to, links: linksOf(text), emailLogId }, 'e-mail stored in the outbox (not sent)');
      }
      return results;
    }

    if (!client) {
      for (const { index, message, to } of valid) failOne(index, message, to, MISSING_PROVIDER_KEY, true);
    } else {
      for (const part of chunks(valid, MAX_BATCH)) {
        try {
          const responses = await client.sendEmailBatch(part.map(({ message, to }) => postmarkMessage(message, to)));
          for (const [i, { index, message, to }] of part.entries()) {
            const response = responses[i];
            if (!response) failOne(index, message, to, 'no answer for this message in the batch', false);
            // a per-message error code: Postmark refused this message (e.g. an inactive recipient)
            else if (response.ErrorCode !== 0) {
              failOne(index, message, to, `${response.Message} (code ${response.ErrorCode})`, true);
            } else {
              results[index] = { ok: true, messageId: response.MessageID };
              rows.push(logRowOf(message, to, { status: 'sent', providerMessageId: response.MessageID }));
            }
          }
        } catch (error) {
          const text = describeProviderError(error);
          const notSent = isRefusal(error);
          for (const { index, message, to } of part) failOne(index, message, to, text, notSent);
        }
      }
    }
    try {
      await insertLogRows(rows);
    } catch (error) {
      logger?.error({ err: error, messages: messages.length }, 'could not write the e-mail log');
    }
    const sent = results.filter((r) => r.ok).length;
    if (sent) logger?.info({ sent, failed: messages.length - sent }, 'e-mail batch sent');
    if (sent < messages.length) logger?.warn({ sent, failed: messages.length - sent }, 'e-mails of a batch not sent');
    return results;
  };

  return {
    sendBatch,
    async send(message) {
      const to = recipientsOf(message);
      const problem = recipientProblem(to);
      if (problem) return fail(message, to, problem);

      if (email.transport === 'outbox') {
        try {
          const id = await writeLog(message, to, { status: 'outbox', bodies: true });
          logger?.info(
            { templateId: message.rendered.templateId, to, links: linksOf(message.rendered.text), emailLogId: id },
            'e-mail stored in the outbox (not sent)',
          );
          return { ok: true, messageId: id };
        } catch (error) {
          const text = `could not store the e-mail in the outbox: ${describeProviderError(error)}`;
          logger?.error({ err: error, templateId: message.rendered.templateId }, text);
          return { ok: false, error: text };
        }
      }

      if (!client) return fail(message, to, MISSING_PROVIDER_KEY);
      let messageId: string;
      try {
        const response = await client.sendEmail(postmarkMessage(message, to));
        if (response.ErrorCode !== 0) return fail(message, to, `${response.Message} (code ${response.ErrorCode})`);
        messageId = response.MessageID;
      } catch (error) {
        return fail(message, to, describeProviderError(error));
      }
      await logQuietly(message, to, { status: 'sent', providerMessageId: messageId });
      logger?.info({ templateId: message.rendered.templateId, messageId, recipients: to.length }, 'e-mail sent');
      return { ok: true, messageId };
    },
  };
}
