/** An upstream answer longer than the reader allows. */
export class AnswerOverLimit extends Error {
  constructor(maxBytes: number) {
    super(`answer is over the limit of ${maxBytes} bytes`);
  }
}

/** The body of an upstream answer as text; AnswerOverLimit past `maxBytes`. */
export async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // leaving the loop cancels the stream
    if (size > maxBytes) throw new AnswerOverLimit(maxBytes);
    chunks.push(chunk);
  }
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(joined);
}
