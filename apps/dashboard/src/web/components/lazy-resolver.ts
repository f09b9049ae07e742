import type { FieldValues, Resolver } from 'react-hook-form';

// The first screen (sign-in) stays within its size budget: zod and core's schema of the form come as a download of
// their own, started once the page is shown and awaited by the first check (a form is checked when it is sent).

export interface LazyResolver<V extends FieldValues> extends Resolver<V> {
  /** starts the download (after the first paint) */
  preload: () => void;
}

export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): LazyResolver<V> {
  let loading: Promise<Resolver<V>> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  const resolver = (async (values, context, options) => (await loaded())(values, context, options)) as LazyResolver<V>;
  resolver.preload = () => void loaded();
  return resolver;
}
