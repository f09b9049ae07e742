// `pnpm bench:chatbot` (and `pnpm bench`): visitor chatbot answers (spec 4.3) in process, no HTTP and no language
// model, on the seeded demo center: 10 question types (German and English) x ITERATIONS, after a warm-up round.
// Reports p50/p99/max per question type and overall in ms, on PGlite and (with DATABASE_URL) PostgreSQL.
// Target: p99 < 50 ms. Writes bench/results/chatbot.json. The run fails (exit 1) when an answer has the wrong
// intent or misses its arrays; a missed target is reported, not fatal.
import { answerVisitorQuestion } from '../packages/core/dist/chatbot/index.js';
import { seedDemo } from '../packages/core/dist/demo/index.js';
import { onEachDatabase } from './bench-databases.mjs';
import { latencyStats, printLatencyTable } from './latency.mjs';
import { BenchFailure, reportFailure, writeResults } from './report.mjs';

const ITERATIONS = 100;
const TARGET_P99_MS = 50;
const QUESTIONS = [
  ['offers', 'Welche Angebote gibt es gerade?', 'de', 'offers'],
  ['opening hours', 'Hat das Center jetzt geöffnet?', 'de', 'opening_hours'],
  ['shop hours', 'Hat Sneaker Base heute offen?', 'de', 'opening_hours'],
  ['shop search', 'Wo finde ich Schuhe?', 'de', 'shop_search'],
  ['shop search en', 'Where can I find shoes?', 'en', 'shop_search'],
  ['events', 'Welche Veranstaltungen gibt es?', 'de', 'events'],
  ['services', 'Wo ist das WC?', 'de', 'services'],
  ['directions', 'How do I get to the center?', 'en', 'directions'],
  ['parking', 'Wo kann ich parken?', 'de', 'parking'],
  ['unknown', 'Wie wird das Wetter morgen?', 'de', 'unknown'],
];

async function run(db, centerId) {
  const samples = new Map(QUESTIONS.map(([name]) => [name, []]));
  const ask = async ([name, message, locale, intent], record) => {
    const started = performance.now();
    const answer = await answerVisitorQuestion(db, { centerId, message, locale });
    const ms = performance.now() - started;
    if (answer?.intent !== intent) throw new BenchFailure(`${name}: intent ${answer?.intent}, expected ${intent}`);
    for (const key of ['items', 'actions', 'suggestedActions', 'contentBlocks'])
      if (!Array.isArray(answer[key])) throw new BenchFailure(`${name}: ${key} is not an array`);
    if (record) samples.get(name).push(ms);
  };
  for (const q of QUESTIONS) await ask(q, false); // warm-up: first-query planning and caches
  // interleaved, as a live mix of visitors would ask
  for (let i = 0; i < ITERATIONS; i++) for (const q of QUESTIONS) await ask(q, true);
  const byType = Object.fromEntries([...samples].map(([name, list]) => [name, latencyStats(list)]));
  return { byType, overall: latencyStats([...samples.values()].flat()) };
}

const results = [];
const failure = await onEachDatabase('cp_bench_chatbot', async (db, kind) => {
  const { centerId } = await seedDemo(db, { adminEmail: 'bench@example.com', baseUrl: 'http://localhost' });
  results.push({ database: kind, ...(await run(db, centerId)) });
});

for (const { database, byType, overall } of results) {
  console.log(`\nchatbot answers on the demo center, ${database}, ${ITERATIONS} x ${QUESTIONS.length} questions (ms)`);
  printLatencyTable('question', [...Object.entries(byType), ['overall', overall]]);
  console.log(`target p99 < ${TARGET_P99_MS} ms: ${overall.p99 < TARGET_P99_MS ? 'met' : 'MISSED'}`);
}

writeResults('chatbot', { iterations: ITERATIONS, targetP99Ms: TARGET_P99_MS, results });
reportFailure('CHATBOT BENCH', failure);
