export { type AnswerOptions, answerVisitorQuestion, CHAT_TIME_ZONE, type VisitorQuestion } from './answer-question';
export { detectIntent } from './intent';
export { type ChatbotLlmConfig, LLM_TIMEOUT_MS } from './llm-client';
export * from './types';
