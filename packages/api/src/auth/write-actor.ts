import { runAsWriteActor, type WriteActor } from '@center-platform/core/history';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Runs the rest of an authenticated request as its writer, so the history of every record it changes names who
 * (core's history/write-actor.ts): a signed-in user by name and e-mail, a bearer key as its owner's, an
 * organization key by its name. Requests without credentials write nothing the history could name.
 */
export function asWriteActor(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const actor = writeActorOf(c);
    return actor ? runAsWriteActor(actor, next) : next();
  };
}

function writeActorOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): WriteActor | undefined {
  const principal = c.get('principal');
  const caller = c.get('caller');
  if (principal) {
    const label = caller ? `${caller.name} <${caller.email}>` : null;
    return { kind: caller?.via === 'bearer' ? 'key' : 'user', userId: principal.userId, label };
  }
  const agency = c.get('agencyCaller');
  if (agency?.kind === 'api_key') return { kind: 'key', userId: null, label: agency.name };
  if (agency?.kind === 'bridge') return { kind: 'key', userId: null, label: 'bridge' };
  return undefined;
}
