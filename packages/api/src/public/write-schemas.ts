import { existsSync, readdirSync } from 'node:fs';
import { sanitizedAsAWholeKind } from '@center-platform/core/content';
import type { z } from 'zod';
import { appRouter } from '../trpc/router';

// The write schemas of the platform, walked down to the values they store: every tRPC mutation's input and
// every input schema core exports (the REST routes parse with the same ones). The "no script reaches a center
// website" test runs its corpus through each value found here, so a field added later is covered without
// anybody listing it.

export type StoredValue = StoredValueKind & {
  /** the write schema the value was found in */
  root: z.ZodType;
};
type StoredValueKind =
  /** a scalar value (string, or a union, pipe or wrapper of scalars): its whole schema parses a payload */
  | { kind: 'scalar'; source: string; path: string[]; schema: z.ZodType }
  /** a structured value sanitized as a whole: free-form JSON, or SVG markup (see `sanitizedAsAWhole`) */
  | { kind: 'free-form' | 'svg'; source: string; path: string[]; schema: z.ZodType }
  /** `z.unknown()` / `z.any()` outside a free-form schema: nothing says what happens to its strings */
  | { kind: 'unchecked'; source: string; path: string[]; schema: z.ZodType };

/** Every area entry of core (`@center-platform/core/<area>`): an area added later is walked too. */
const coreSource = new URL('../../../core/src/', import.meta.url);
const coreAreas = readdirSync(coreSource).filter((area) => existsSync(new URL(`${area}/index.ts`, coreSource)));
const coreEntries: Record<string, unknown>[] = await Promise.all(
  coreAreas.map((area) => import(`@center-platform/core/${area}`)),
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  getter?: () => z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
const CONTAINERS = new Set(['object', 'array', 'record', 'tuple', 'unknown', 'any', 'lazy', 'intersection']);

/** The schemas directly inside one (wrappers, pipes, unions, containers). */
function children(def: Def): z.ZodType[] {
  return [
    ...Object.values(def.shape ?? {}),
    ...[def.catchall, def.innerType, def.in, def.out, def.element, def.valueType, def.left, def.right, def.rest],
    ...(def.options ?? []),
    ...(def.items ?? []),
  ].filter((s): s is z.ZodType => Boolean(s) && typeof s === 'object');
}

/** Whether a schema holds no object, array, record or unknown anywhere: then it parses a single value. */
function isScalar(schema: z.ZodType, depth = 0): boolean {
  const def = defOf(schema);
  if (CONTAINERS.has(def.type) || depth > 20) return false;
  return children(def).every((child) => isScalar(child, depth + 1));
}

function walk(schema: z.ZodType, source: string, path: string[], out: StoredValueKind[], depth = 0): void {
  if (depth > 30) return;
  const whole = sanitizedAsAWholeKind(schema);
  if (whole) {
    out.push({ kind: whole, source, path, schema });
    return;
  }
  const def = defOf(schema);
  if (isScalar(schema)) {
    if (['string', 'pipe', 'union', 'transform', 'templateLiteral'].includes(def.type) || WRAPPERS.has(def.type)) {
      out.push({ kind: 'scalar', source, path, schema });
    }
    return;
  }
  if (def.type === 'unknown' || def.type === 'any') {
    out.push({ kind: 'unchecked', source, path, schema });
    return;
  }
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape ?? {})) walk(child, source, [...path, key], out, depth + 1);
    if (def.catchall && defOf(def.catchall).type !== 'never')
      walk(def.catchall, source, [...path, '*'], out, depth + 1);
    return;
  }
  const contained =
    def.type === 'array'
      ? { schema: def.element, step: '[]' }
      : def.type === 'record'
        ? { schema: def.valueType, step: '{}' }
        : def.type === 'lazy'
          ? { schema: def.getter?.(), step: undefined }
          : undefined;
  if (contained?.schema) {
    walk(contained.schema, source, contained.step ? [...path, contained.step] : path, out, depth + 1);
    return;
  }
  // pipes (walk what is parsed first), unions, wrappers, intersections, tuples
  const inner = def.type === 'pipe' && def.in ? [def.in] : children(def);
  for (const child of inner) walk(child, source, path, out, depth + 1);
}

type AnyProcedure = { _def: { type: string; inputs?: z.ZodType[] } };

/** Every stored value of every write schema, each named by its source (procedure or core export) and path. */
export function storedValuesOfWriteSchemas(): StoredValue[] {
  const out: StoredValue[] = [];
  const walkRoot = (root: z.ZodType, source: string) => {
    const found: StoredValueKind[] = [];
    walk(root, source, [], found);
    out.push(...found.map((value) => ({ ...value, root })));
  };
  const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyProcedure>);
  for (const [name, procedure] of procedures) {
    if (procedure._def.type !== 'mutation') continue;
    for (const input of procedure._def.inputs ?? []) walkRoot(input, `trpc ${name}`);
  }
  for (const [name, value] of coreEntries.flatMap((entry) => Object.entries(entry))) {
    if (name.endsWith('Input') && value && typeof value === 'object' && '_zod' in value) {
      walkRoot(value as z.ZodType, `core ${name}`);
    }
  }
  return out;
}
