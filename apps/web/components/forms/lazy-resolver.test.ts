import { describe, expect, it, vi } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from './lazy-resolver';

type Login = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Login>;
const loadLogin = () => import('./__fixtures__/login-schema').then((s) => s.loginSchema);

describe('lazyZodResolver', () => {
  it('loads the schema once, on preload or on the first check, and checks with it', async () => {
    const load = vi.fn(loadLogin);
    const { resolver, preload } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([preload(), preload()]);
    const wrong = await resolver({ email: 'geen-adres', password: '' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.');
    expect(wrong.errors.password?.message).toBe('Vul je wachtwoord in.');
    const right = await resolver({ email: ' Naam@Voorbeeld.nl ', password: 'x' }, undefined, options);
    expect(right).toEqual({ values: { email: 'naam@voorbeeld.nl', password: 'x' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form go unchecked when the schema cannot load (the server checks it), and tries again next time', async () => {
    const load = vi.fn<typeof loadLogin>().mockRejectedValueOnce(new Error('Loading chunk 123 failed')).mockImplementation(loadLogin);
    const { resolver } = lazyZodResolver(load);
    const values = { email: 'geen-adres', password: '' };
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
    expect((await resolver(values, undefined, options)).errors.email?.message).toMatch(/geldig e-mailadres/);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
