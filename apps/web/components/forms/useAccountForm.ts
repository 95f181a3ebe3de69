'use client';

import { useCallback, useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { callAccountApi, type ApiError, type ApiResult } from '@/lib/http/call-route';
import { lazyZodResolver, type SchemaLoader } from './lazy-resolver';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * react-hook-form with the shared zod schema, loaded once the page has hydrated (lazy-resolver.ts),
 * plus the call to the site's own route handler: field errors from the server land on their fields,
 * anything else in `formError`.
 */
export function useAccountForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: SchemaLoader<Input, Output>,
  defaultValues: DefaultValues<Input>,
) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema));
  useEffect(() => void preload(), [preload]);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode: 'onTouched' });
  const [formError, setFormError] = useState<ApiError | null>(null);

  const submitTo = useCallback(
    <T extends object>(
      url: string,
      onSuccess: (result: { ok: true } & T, values: Output) => void | Promise<void>,
      options: { method?: Method; onError?: (error: ApiError) => boolean | void } = {},
    ) =>
      form.handleSubmit(async (values) => {
        setFormError(null);
        const result: ApiResult<T> = await callAccountApi<T>(url, { method: options.method ?? 'POST', body: values });
        if (!result.ok) {
          if (options.onError?.(result.error) === true) return;
          const fields = Object.entries(result.error.fields ?? {}).filter(([name]) => name in (values as object));
          for (const [name, message] of fields) form.setError(name as Path<Input>, { type: 'server', message });
          if (!fields.length) setFormError(result.error);
          return;
        }
        await onSuccess(result, values);
      }),
    [form],
  );

  /** What a FormField needs of one field: its registration and its message, `{...field('email')}`. */
  // Read during render, so passing formState subscribes the form to this field's errors.
  const field = (name: Path<Input>) => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });

  return { form, formError, setFormError, submitTo, field };
}

export { useSessionNavigation } from '@/lib/session/useSession';
