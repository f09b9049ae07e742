import { describe, expect, it } from 'vitest';
import { deliveriesPollInterval, kindsSummary, WebhookFormSchema, webhookPatch } from './logic';

const t = ((key: string) => key) as never;

describe('webhooks screen logic', () => {
  it('checks the draft with core schema: an http(s) URL, known kinds', () => {
    expect(WebhookFormSchema.safeParse({ url: 'https://site.example/api/revalidate', kinds: [] }).success).toBe(true);
    const bad = WebhookFormSchema.safeParse({ url: 'javascript:alert(1)', kinds: ['nope'] });
    expect(bad.error?.issues.map((issue) => [issue.path[0], issue.code]).sort()).toEqual([
      ['kinds', 'invalid_value'],
      ['url', 'custom'],
    ]);
  });

  it('patches only what changed, kinds in any order being the same', () => {
    const hook = { url: 'https://a.example/h', description: 'A', kinds: ['shops', 'news'] };
    expect(webhookPatch(hook, { url: ' https://a.example/h ', description: 'A', kinds: ['news', 'shops'] })).toEqual(
      {},
    );
    expect(webhookPatch(hook, { url: 'https://b.example/h', description: 'B', kinds: [] })).toEqual({
      url: 'https://b.example/h',
      description: 'B',
      kinds: [],
    });
  });

  it('sums up the kinds and polls while a delivery is queued', () => {
    expect(kindsSummary([], t)).toBe('webhooks.kinds.all');
    expect(kindsSummary(['news', 'shops'], t)).toBe('webhooks.kind.shops, webhooks.kind.news');
    expect(deliveriesPollInterval([{ status: 'succeeded' }, { status: 'queued' }])).toBe(3000);
    expect(deliveriesPollInterval([{ status: 'failed' }])).toBe(false);
    expect(deliveriesPollInterval(undefined)).toBe(false);
  });
});
