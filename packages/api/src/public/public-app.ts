import type { SnapshotSigner } from '@center-platform/core/snapshot';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { errorBody } from '../http/errors';
import type { PublicReadCache } from './read-cache';

export interface PublicDeps extends AppDeps {
  cache: PublicReadCache;
  /** the signer of the kiosk snapshots (made once per process; its public key goes into the visitor surface) */
  snapshotSigner: () => Promise<SnapshotSigner>;
}

export type PublicApp = OpenAPIHono<AppEnv>;

/** Names each invalid input, e.g. `query.limit: Too big: expected number to be <=5000`. */
export function describeInvalidInput(target: string, error: ZodError): string {
  return error.issues.map((issue) => `${[target, ...issue.path].join('.')}: ${issue.message}`).join('; ');
}

/** An OpenAPIHono whose request validation answers 400 with the API's error body. */
export function createPublicApp(): PublicApp {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(errorBody('INVALID_REQUEST', describeInvalidInput(result.target, result.error)), 400);
      }
    },
  });
}
