// Reads server-sent events in tests (the bell, the change stream).

/** The events of an SSE body, read one at a time. */
export function eventsOf(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // a read that outlived a timeout is kept for the next call: its chunk must not be lost
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    // biome-ignore lint/suspicious/noExplicitAny: JSON events, checked field by field
    async next(timeoutMs = 5_000): Promise<{ event: string; id: string | undefined; data: any } | null> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue; // a keep-alive comment
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          return { event, id, data: JSON.parse(data) };
        }
        const left = until - Date.now();
        if (left <= 0) return null;
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
        ]);
        if (chunk === 'timeout') return null;
        pending = undefined;
        if (chunk.done) return null;
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}
