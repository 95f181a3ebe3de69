import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/** A form's zod schema, imported when asked: `() => import('./schemas').then((s) => s.loginSchema)`. */
export type SchemaLoader<Input extends FieldValues, Output extends FieldValues> = () => Promise<z.ZodMiniType<Output, Input>>;

/**
 * A react-hook-form resolver whose schema, with zod and its resolver (about 14 kB gzip), loads after
 * the page has hydrated instead of with it: form pages stay within issue 14's first-load budget
 * (decision 040). `preload` starts the download; a check that comes before it has arrived waits for
 * it. If it cannot load (offline, a new deploy removed the chunk), the form is sent unchecked: the
 * route handler parses every body with the same schema and answers the same Dutch messages.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(load: SchemaLoader<Input, Output>) {
  let loading: Promise<Resolver<Input, unknown, Output> | null> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
      () => {
        loading = null;
        return null;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const loaded = await preload();
    return loaded ? loaded(values, context, options) : { values: values as unknown as Output, errors: {} };
  };
  return { resolver, preload };
}
