import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import { loadCenterFacts } from './center-facts';
import { composeAnswer } from './compose';
import { detectIntent } from './intent';
import { type ChatbotLlmConfig, type LlmOptions, llmConfigured, phraseWithLlm } from './llm-client';
import { retrieve } from './retrieve';
import type { ChatbotAnswer, ChatHistoryEntry, ChatLocale } from './types';

export interface VisitorQuestion {
  centerId: string;
  message: string;
  history?: ChatHistoryEntry[];
  locale?: ChatLocale;
}

export interface AnswerOptions extends LlmOptions {
  now?: Date;
  /** the wall clock opening hours are read on */
  timeZone?: string;
  /** the optional language model; without a URL, key and model the retrieval answer is final */
  llm?: ChatbotLlmConfig;
}

export const CHAT_TIME_ZONE = 'Europe/Berlin';

/**
 * The visitor chatbot (spec 4.3): the answer from the center's public data, optionally phrased by a language
 * model from the same facts. Undefined when the center does not exist.
 */
/** The center's switches (spec 2.2 `features.chatbot`, `chatbot.enabled`): off when either says false. */
async function chatbotEnabled(db: Kysely<Database>, centerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('centers')
    .select(['features', 'chatbot'])
    .where('id', '=', centerId)
    .executeTakeFirst();
  return row?.features?.chatbot !== false && row?.chatbot?.enabled !== false;
}

export async function answerVisitorQuestion(
  db: Kysely<Database>,
  question: VisitorQuestion,
  options: AnswerOptions = {},
): Promise<ChatbotAnswer | undefined> {
  const [center, enabled] = await Promise.all([
    loadCenterFacts(db, question.centerId),
    chatbotEnabled(db, question.centerId),
  ]);
  if (!center) return undefined;
  if (!enabled) {
    throw new DomainError('forbidden', 'CHATBOT_DISABLED', 'The chatbot is switched off for this center.');
  }
  const locale = question.locale ?? 'de';
  const ctx = { center, locale, now: options.now ?? new Date(), timeZone: options.timeZone ?? CHAT_TIME_ZONE };
  const retrieved = await retrieve(db, detectIntent(question.message), ctx);
  const answer = composeAnswer(retrieved, ctx);
  if (!llmConfigured(options.llm)) return answer;
  const phrased = await phraseWithLlm(
    options.llm,
    { centerName: center.name, locale, message: question.message, history: question.history ?? [], retrieval: answer },
    options,
  );
  return phrased ? { ...answer, answer: phrased, source: 'llm' } : answer;
}
