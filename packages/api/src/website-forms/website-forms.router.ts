import { getFormRecipients, SetFormRecipientsInput, setFormRecipients } from '@center-platform/core/website-forms';
import { z } from 'zod';
import { router, ruledProcedure } from '../trpc/init';
import { FORM_RECIPIENTS_RULE } from './rules';

/** The tRPC twins of the form-recipients routes (spec 6.3): same rule, same core functions. */
export const websiteFormsRouter = router({
  recipients: ruledProcedure(FORM_RECIPIENTS_RULE)
    .input(z.object({ centerId: z.uuid() }))
    .query(({ ctx, input }) => getFormRecipients(ctx.services.db, input.centerId)),
  setRecipients: ruledProcedure(FORM_RECIPIENTS_RULE)
    .input(SetFormRecipientsInput.extend({ centerId: z.uuid() }))
    .mutation(({ ctx, input }) => setFormRecipients(ctx.services.db, input.centerId, input.recipients)),
});
