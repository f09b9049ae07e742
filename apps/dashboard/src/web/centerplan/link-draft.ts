// The draft of a map location being linked: filled by the link form, the plan (a picked point) and the lists
// of unlinked elements and unplaced shops.
import type { MessageKey } from '../i18n';
import type { MapLocation } from './types';

export type Method = MapLocation['mappingMethod'];
export type TargetKind = 'shop' | 'service';

export const METHODS: readonly Method[] = ['element_id', 'data_id', 'coordinate'];
export const METHOD_LABELS: Record<Method, MessageKey> = {
  element_id: 'plan.method.element_id',
  data_id: 'plan.method.data_id',
  coordinate: 'plan.method.coordinate',
};

export interface LinkDraft {
  kind: TargetKind;
  targetId: string;
  method: Method;
  elementId: string;
  x: string;
  y: string;
  label: string;
}

export const EMPTY_DRAFT: LinkDraft = {
  kind: 'shop',
  targetId: '',
  method: 'element_id',
  elementId: '',
  x: '',
  y: '',
  label: '',
};
