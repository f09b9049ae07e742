// The options of a content form's selects whose choices come from the center's data: its categories, office themes
// and chains (its own lists), and the floors of its plan (the plan's public read).
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n';
import { trpc } from '../trpc';
import type { FieldDef, OptionSource } from './fields';
import type { Choice } from './inputs';

/** A public read of the center; `absent` is the answer to a 404 (a center without a plan has no floors). */
async function getPublic<T>(path: string, absent?: T): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (response.status === 404 && absent !== undefined) return absent;
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

interface PlanFloor {
  id: string;
  floorNumber: number;
  name: string;
  shortName: string | null;
}

export type Choices = Partial<Record<OptionSource, { choices: Choice[]; busy: boolean; error: unknown }>>;

/** The options of the selects whose choices come from the center's data. */
export function useChoices(fields: readonly FieldDef[], centerId: string): Choices {
  const { t } = useI18n();
  const needs = (source: OptionSource) => fields.some((field) => field.source === source);
  // the center's own lists (a write there refreshes them at once); the plan's floors come from its public read
  const read = (source: OptionSource) => ({ enabled: needs(source), staleTime: 60_000 });
  const categories = trpc.centerWork.categories.list.useQuery({ centerId }, read('categories'));
  const themes = trpc.centerWork.officeThemes.list.useQuery({ centerId }, read('officeThemes'));
  const chains = trpc.centerWork.chains.list.useQuery({ centerId }, read('chains'));
  const plan = useQuery({
    queryKey: ['public', 'centerplan', centerId],
    queryFn: () =>
      getPublic<{ data: { floors: PlanFloor[] } | null }>(
        `/api/wayfinding/centerplan?centerId=${encodeURIComponent(centerId)}`,
        { data: null },
      ),
    enabled: needs('floors') || needs('floorIds'),
    staleTime: 60_000,
  });
  const named = (rows: { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name })).sort((a, b) => a.label.localeCompare(b.label));
  const of = (query: { isPending: boolean; error: unknown }, choices: Choice[]) => ({
    choices,
    busy: query.isPending,
    error: query.error,
  });
  const floors = plan.data?.data?.floors ?? [];
  const floorLabel = (floor: PlanFloor) => t('shops.floorChoice', { name: floor.name, number: floor.floorNumber });
  return {
    categories: of(categories, named(categories.data)),
    officeThemes: of(themes, named(themes.data)),
    chains: of(chains, named(chains.data)),
    // picking a floor of the plan fills in the floor label the website shows ("EG"), so it is not typed twice
    floors: of(
      plan,
      floors.map((floor) => ({
        value: String(floor.floorNumber),
        label: floorLabel(floor),
        fills: { floor: floor.shortName ?? floor.name },
      })),
    ),
    floorIds: of(
      plan,
      floors.map((floor) => ({ value: floor.id, label: floorLabel(floor) })),
    ),
  };
}
