import { type AccountServices, getFormRecipients, rolesOf, rule, setFormRecipients } from '@center-platform/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffRoute } from '../auth/staff-routes';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { uuidParam } from '../http/params';

/** Spec 6.3: the form recipients are a setting of the center website area (2.11), on the own center. */
export const FORM_RECIPIENTS_RULE = rule('digital-experience', rolesOf('center-website'), { centerScoped: true });

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
    const { recipients } = await parseBody(c, z.object({ recipients: z.unknown() }).strict());
    return c.json({ success: true, data: await setFormRecipients(services.db, uuidParam(c, 'centerId'), recipients) });
  });
  return app;
}
