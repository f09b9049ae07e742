import {
  type AccountServices,
  getFormRecipients,
  SetFormRecipientsInput,
  setFormRecipients,
} from '@center-platform/core';
import { Hono } from 'hono';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';
import { FORM_RECIPIENTS_RULE } from './rules';

/**
 * `GET / PUT /api/centers/{centerId}/form-recipients`: per form key (`kontakt`, `vermietung`, `promotionflaeche`)
 * the addresses its e-mails go to; PUT replaces the whole map (an unknown key or a bad address is a 400).
 */
export function formRecipientsRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const path = '/api/centers/:centerId/form-recipients';
  staffRoute(app, { method: 'get', path, rule: FORM_RECIPIENTS_RULE, centerParam: 'centerId' }, async (c) =>
    c.json({ success: true, data: await getFormRecipients(services.db, uuidParam(c, 'centerId')) }),
  );
  staffRoute(app, { method: 'put', path, rule: FORM_RECIPIENTS_RULE, centerParam: 'centerId' }, async (c) => {
    const { recipients } = await parseBody(c, SetFormRecipientsInput);
    return c.json({ success: true, data: await setFormRecipients(services.db, uuidParam(c, 'centerId'), recipients) });
  });
  return app;
}
