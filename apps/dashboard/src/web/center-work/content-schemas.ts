// The content editors check with core's own input schemas (`@center-platform/core/shared`), made with the text
// pieces that only check (the server strips and sanitizes as well): what a field may hold, whether a create needs
// it, its length and range come from there, never from a copy in the field tables.
import {
  CHECK_ONLY,
  categoryInputs,
  categoryThemeInputs,
  chainInputs,
  entranceInputs,
  eventInputs,
  fieldPieces,
  gastronomyThemeInputs,
  homepageTileInputs,
  hotPickInputs,
  jobInputs,
  newsInputs,
  offerInputs,
  officeInputs,
  officeThemeInputs,
  playlistInputs,
  serviceInputs,
  shopInputs,
  touchscreenInputs,
  websiteContactInputs,
} from '@center-platform/core/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { problemResolver } from '../components/problem-resolver';
import type { ContentArea } from './content-config';
import { buildPayload, type FieldDef, type FieldProblem, type FormValues, validateForm } from './fields';

const CHECKED = fieldPieces(CHECK_ONLY);

interface AreaInputs {
  create: z.ZodObject;
  update: z.ZodObject;
}

export const CONTENT_INPUTS: Record<ContentArea, AreaInputs> = {
  shops: shopInputs(CHECKED),
  news: newsInputs(CHECKED),
  events: eventInputs(CHECKED),
  offers: offerInputs(CHECKED),
  jobs: jobInputs(CHECKED),
  services: serviceInputs(CHECKED),
  offices: officeInputs(CHECKED),
  homepageTiles: homepageTileInputs(CHECKED),
  hotPicks: hotPickInputs(CHECKED),
  categories: categoryInputs(CHECKED),
  categoryThemes: categoryThemeInputs(CHECKED),
  officeThemes: officeThemeInputs(CHECKED),
  gastronomyThemes: gastronomyThemeInputs(CHECKED),
  websiteContacts: websiteContactInputs(CHECKED),
  chains: chainInputs(CHECKED),
  entrances: entranceInputs(CHECKED),
  touchscreens: touchscreenInputs(CHECKED),
  playlists: playlistInputs(CHECKED),
};

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
/** What zod's string and number schemas say of their checks. */
type Limits = { maxLength?: number | null; minValue?: number | null; maxValue?: number | null };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The limits of the value a schema takes, through optional, nullable, a pipe's input and a union with ''. */
export function limitsOf(schema: z.ZodType | undefined): Limits {
  let current = schema;
  while (current) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'union') current = def.options?.find((option) => limitsOf(option).maxLength != null);
    else return current as Limits;
  }
  return {};
}

/** A field as its area's schema describes it: required by a create, its length or range. */
export function describedBySchema(area: ContentArea, field: FieldDef): FieldDef {
  const { create } = CONTENT_INPUTS[area];
  const schema = create.shape[field.key] as z.ZodType | undefined;
  if (!schema) return field;
  const { maxLength, minValue, maxValue } = limitsOf(schema);
  return {
    ...field,
    required: !schema.safeParse(undefined).success,
    ...(typeof maxLength === 'number' ? { maxLength } : {}),
    ...(typeof minValue === 'number' && Number.isFinite(minValue) ? { min: minValue } : {}),
    ...(typeof maxValue === 'number' && Number.isFinite(maxValue) ? { max: maxValue } : {}),
  };
}

/** What a field of this kind says about a problem the schema found in the value it sent. */
export function problemOf(issue: z.core.$ZodIssue, kind: string | undefined, sent: unknown): FieldProblem {
  const link = kind === 'url' || kind === 'media';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number' ? 'min' : 'required';
    case 'too_big':
      return issue.origin === 'number' ? 'max' : 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : kind === 'color' ? 'color' : 'pattern';
    case 'invalid_type':
      return sent === undefined ? 'required' : 'number';
    case 'invalid_union':
      return kind === 'email' ? 'email' : link ? 'url' : 'pattern';
    default:
      return link ? 'url' : 'invalid';
  }
}

/** The problems of a create's or an update's data by the area's schema, one per field. */
export function schemaProblems(
  area: ContentArea,
  mode: 'create' | 'update',
  fields: readonly FieldDef[],
  data: Record<string, unknown>,
): Partial<Record<string, FieldProblem>> {
  const parsed = CONTENT_INPUTS[area][mode].safeParse(data);
  const problems: Partial<Record<string, FieldProblem>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    problems[key] ??= problemOf(issue, fields.find((field) => field.key === key)?.kind, data[key]);
  }
  return problems;
}

/**
 * The react-hook-form resolver of a content editor: the form's values become the data a save sends (an update names
 * only what changed), which the area's core schema checks, together with what only the form can see; each problem
 * is the error `type` of its field. The resolved values are that data.
 */
export function contentResolver(
  area: ContentArea,
  fields: readonly FieldDef[],
  initial: FormValues,
  mode: 'create' | 'update',
): Resolver<FormValues, unknown, Record<string, unknown>> {
  const dataOf = (values: FormValues) => buildPayload(fields, initial, values, mode);
  return problemResolver(
    (values) => ({ ...schemaProblems(area, mode, fields, dataOf(values)), ...validateForm(fields, values) }),
    dataOf,
  );
}
