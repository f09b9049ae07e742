// The draft of a map location being linked: filled by the link form, the plan (a picked point) and the lists
// of unlinked elements and unplaced shops; checked by core's rules of a map location.
import { CHECK_ONLY, fieldPieces, linkLocationInputs } from '@center-platform/core/shared';
import type { z } from 'zod';
import { PROBLEM_KEYS } from '../center-work/fields';
import type { MessageKey } from '../i18n';
import type { MapLocation } from './types';

export type Method = MapLocation['mappingMethod'];
export const TARGET_KINDS = ['shop', 'service'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export const METHODS: readonly Method[] = ['element_id', 'data_id', 'coordinate'];
export const METHOD_LABELS: Record<Method, MessageKey> = {
  element_id: 'plan.method.element_id',
  data_id: 'plan.method.data_id',
  coordinate: 'plan.method.coordinate',
};

export interface LinkDraft {
  kind: TargetKind;
  targetId: string;
  /** the chosen shop's or service's name (not sent) */
  targetName: string;
  method: Method;
  elementId: string;
  x: string;
  y: string;
  label: string;
}

export const EMPTY_DRAFT: LinkDraft = {
  kind: 'shop',
  targetId: '',
  targetName: '',
  method: 'element_id',
  elementId: '',
  x: '',
  y: '',
  label: '',
};

const CHECKED_LINK = linkLocationInputs(fieldPieces(CHECK_ONLY));

const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The link input of a draft on a floor: blank fields are left out, a point only for `coordinate`. */
export function linkInput(draft: LinkDraft, floorId: string): LinkInput {
  const targetId = draft.targetId.trim();
  const elementId = draft.elementId.trim();
  const label = draft.label.trim();
  return {
    floorId,
    ...(draft.kind === 'shop' ? { shopId: targetId } : { serviceId: targetId }),
    method: draft.method,
    ...(elementId ? { svgElementId: elementId } : {}),
    ...(draft.method === 'coordinate' ? { x: numberOrNothing(draft.x), y: numberOrNothing(draft.y) } : {}),
    ...(label ? { label } : {}),
  };
}
export type LinkInput = z.input<ReturnType<typeof linkLocationInputs>>;

/** Each field's problem by core's schema of a map location, in the words of the plan's editors. */
export function linkProblems(draft: LinkDraft, floorId: string): Partial<Record<keyof LinkDraft, MessageKey>> {
  const problems: Partial<Record<keyof LinkDraft, MessageKey>> = {};
  for (const issue of CHECKED_LINK.safeParse(linkInput(draft, floorId)).error?.issues ?? []) {
    const [field] = issue.path;
    if (field === 'svgElementId')
      problems.elementId ??= draft.elementId.trim() === '' ? 'plan.link.missingElement' : PROBLEM_KEYS.invalid;
    else if (field === 'x' || field === 'y') problems.x ??= 'plan.link.missingPoint';
    else if (field === 'label') problems.label ??= PROBLEM_KEYS.invalid;
    // no shop or service, or not one of the lists (a target id is never typed free-hand)
    else if (field !== 'floorId') problems.targetId ??= 'plan.link.missingTarget';
  }
  return problems;
}
