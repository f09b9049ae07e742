import type { AccountServices } from '@center-platform/core/accounts';
import { getFormRecipients, SetFormRecipientsInput, setFormRecipients } from '@center-platform/core/website-forms';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { parseBody } from '../http/body';
import { route, UuidParam } from '../http/route';
import { FORM_RECIPIENTS_RULE } from './rules';

/**
 * `GET / PUT /api/centers/{centerId}/form-recipients`: per form key (`kontakt`, `vermietung`, `promotionflaeche`)
 * the addresses its e-mails go to; PUT replaces the whole map (an unknown key or a bad address is a 400).
 */
export function formRecipientsRoutes(services: AccountServices) {
  const app = new Hono<AppEnv>();
  const path = '/api/centers/:centerId/form-recipients';
  const access = { staff: FORM_RECIPIENTS_RULE, centerParam: 'centerId' };
  const params = z.object({ centerId: UuidParam });
  route(
    app,
    { method: 'get', path, tag: 'Website forms', summary: 'The recipients of each form', access, request: { params } },
    (_c, { params }) => getFormRecipients(services.db, params.centerId),
  );
  route(
    app,
    { method: 'put', path, tag: 'Website forms', summary: 'Replace the recipients map', access, request: { params } },
    async (c, { params }) => {
      const { recipients } = await parseBody(c, SetFormRecipientsInput);
      return setFormRecipients(services.db, params.centerId, recipients);
    },
  );
  return app;
}
