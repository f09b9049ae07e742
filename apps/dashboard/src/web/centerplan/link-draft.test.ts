import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, linkInput, linkProblems } from './link-draft';

const FLOOR = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const SHOP = '0b6a7c1e-2d3f-4a5b-9c8d-7e6f5a4b3c2d';

describe("the link draft, checked by core's rules of a map location", () => {
  it('names the missing target and element of an empty draft', () => {
    expect(linkProblems(EMPTY_DRAFT, FLOOR)).toEqual({
      targetId: 'plan.link.missingTarget',
      elementId: 'plan.link.missingElement',
    });
  });

  it('asks for both numbers of a point, and for none of an element', () => {
    const point = { ...EMPTY_DRAFT, targetId: SHOP, method: 'coordinate' as const, x: '12' };
    expect(linkProblems(point, FLOOR)).toEqual({ x: 'plan.link.missingPoint' });
    expect(linkProblems({ ...point, y: '4.5' }, FLOOR)).toEqual({});
    expect(linkInput({ ...point, y: '4.5', elementId: ' ' }, FLOOR)).toEqual({
      floorId: FLOOR,
      shopId: SHOP,
      method: 'coordinate',
      x: 12,
      y: 4.5,
    });
  });

  it('sends a service by its own field, trimmed, without a point for an element', () => {
    const draft = { ...EMPTY_DRAFT, kind: 'service' as const, targetId: ` ${SHOP} `, elementId: ' service-1 ', x: '3' };
    expect(linkProblems(draft, FLOOR)).toEqual({});
    expect(linkInput({ ...draft, label: ' Info ' }, FLOOR)).toEqual({
      floorId: FLOOR,
      serviceId: SHOP,
      method: 'element_id',
      svgElementId: 'service-1',
      label: 'Info',
    });
  });

  it('refuses a typed target that is no id', () => {
    expect(linkProblems({ ...EMPTY_DRAFT, targetId: 'Zara', elementId: 'shop-1' }, FLOOR)).toEqual({
      targetId: 'plan.link.missingTarget',
    });
  });
});
