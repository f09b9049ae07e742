import {
  CreateWebhookInput,
  createWebhook,
  deleteWebhook,
  deliveryJobs,
  ListWebhookDeliveriesInput,
  listWebhookDeliveries,
  listWebhooks,
  RedeliverWebhookInput,
  redeliverWebhook,
  rotateWebhookSecret,
  UpdateWebhookInput,
  updateWebhook,
  WebhookRef,
} from '@center-platform/core/webhooks';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import { router, ruledProcedure, type TrpcContext } from '../trpc/init';
import { WEBHOOKS_RULE } from './rules';

// Issue 27.3: the webhook subscriptions of a center, their deliveries and redelivery. Making one or rotating its
// secret answers the signing secret once; no read ever carries it.

const secretsOf = (ctx: TrpcContext) =>
  ctx.webhooks?.secrets ?? { encryptionKey: undefined, urlPolicy: { allowPrivate: false, httpsOnly: true } };

export const webhooksRouter = router({
  list: ruledProcedure(WEBHOOKS_RULE)
    .input(z.strictObject({ centerId: z.uuid() }))
    .query(({ ctx, input }) => listWebhooks(ctx.services.db, input.centerId)),
  create: ruledProcedure(WEBHOOKS_RULE)
    .input(CreateWebhookInput)
    .mutation(({ ctx, input }) => createWebhook(ctx.services.db, secretsOf(ctx), input, ctx.principal?.userId ?? null)),
  update: ruledProcedure(WEBHOOKS_RULE)
    .input(UpdateWebhookInput)
    .mutation(({ ctx, input }) => updateWebhook(ctx.services.db, secretsOf(ctx), input)),
  rotateSecret: ruledProcedure(WEBHOOKS_RULE)
    .input(WebhookRef)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.services.db, secretsOf(ctx), input)),
  delete: ruledProcedure(WEBHOOKS_RULE)
    .input(WebhookRef)
    .mutation(({ ctx, input }) => deleteWebhook(ctx.services.db, input)),
  deliveries: ruledProcedure(WEBHOOKS_RULE)
    .input(ListWebhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.services.db, input)),
  redeliver: ruledProcedure(WEBHOOKS_RULE)
    .input(RedeliverWebhookInput)
    .mutation(({ ctx, input }) => {
      const jobs = ctx.jobs;
      const policy = ctx.webhooks?.policy;
      if (!jobs || !policy) throw new ApiError(503, 'JOBS_UNAVAILABLE', 'This server cannot queue jobs.');
      return redeliverWebhook(ctx.services.db, input, deliveryJobs(jobs, policy));
    }),
});
