// The bell, live (issue 25.4): the server's stream of the signed-in user's bell (server-sent events) replaces the
// cached answer as each change arrives. While the stream is not open (not yet, lost, refused, or no EventSource)
// the bell is read every 15 seconds instead; EventSource reconnects by itself.
import { useEffect, useState } from 'react';
import { type RouterOutputs, trpc } from '../trpc';

export const BELL_STREAM_PATH = '/api/users/me/notifications/stream';
/** how often the bell is read while its stream is not open */
export const BELL_POLL_MS = 15_000;

type BellData = RouterOutputs['bell']['read'];

/** True while the live stream is open; the bell's query polls otherwise. */
export function useLiveBell(): boolean {
  const utils = trpc.useUtils();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(BELL_STREAM_PATH);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.addEventListener('bell', (event) => {
      setLive(true);
      utils.bell.read.setData({}, JSON.parse((event as MessageEvent<string>).data) as BellData);
    });
    return () => source.close();
  }, [utils]);
  return live;
}
