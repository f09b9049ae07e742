import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type LookupAllFunction } from './guarded-lookup';
import { checkOutboundUrl, type OutboundPolicy } from './outbound-url';

// One request to a URL that staff gave, through the guard: the URL checked first (an IP literal connects without
// any lookup), a host name checked by the socket's own lookup, no redirect followed, a time limit for the whole
// exchange and at most `maxResponseBytes` of the answer read.

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
  policy: OutboundPolicy;
  maxResponseBytes?: number;
  /** the resolver under the guard (tests); dns.lookup by default */
  resolver?: LookupAllFunction;
}

export interface OutboundResponse {
  status: number;
  /** the start of the answer's body, as UTF-8 */
  text: string;
}

export async function sendOutbound(target: string | URL, request: OutboundRequest): Promise<OutboundResponse> {
  const url = checkOutboundUrl(target, request.policy);
  const maxBytes = request.maxResponseBytes ?? 64 * 1024;
  const signal = AbortSignal.timeout(request.timeoutMs);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const options: http.RequestOptions = {
    method: request.method,
    headers: { ...request.headers, ...(body && { 'Content-Length': String(body.byteLength) }) },
    // a fresh connection each time: a pooled socket may have been opened under another policy
    agent: false,
    signal,
    ...(!request.policy.allowPrivate && { lookup: guardedLookup(request.resolver) }),
  };
  try {
    return await new Promise<OutboundResponse>((resolve, reject) => {
      const req = (url.protocol === 'https:' ? https : http).request(url, options, async (res) => {
        try {
          const chunks: Buffer[] = [];
          let size = 0;
          for await (const chunk of res as AsyncIterable<Buffer>) {
            chunks.push(chunk);
            size += chunk.byteLength;
            if (size >= maxBytes) break; // leaving the loop destroys the response
          }
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8') });
        } catch (error) {
          reject(error);
        }
      });
      req.on('error', reject);
      req.end(body);
    });
  } catch (error) {
    if (signal.aborted) throw new Error(`no complete answer from ${url.host} within ${request.timeoutMs} ms`);
    throw error;
  }
}
