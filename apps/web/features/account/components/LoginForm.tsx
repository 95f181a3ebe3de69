'use client';

import { Link } from '@/components/layout/Link';
import { safeReturnPath } from '@/lib/routing/return-path';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormField } from '@/components/forms/FormField';
import { useAccountForm, useSessionNavigation } from '@/components/forms/useAccountForm';

export function LoginForm({ returnTo }: { returnTo: string }) {
  const { form, formError, submitTo, field } = useAccountForm(() => import('@/features/account/schemas').then((s) => s.loginSchema), {
    email: '',
    password: '',
  });
  const navigate = useSessionNavigation();
  const { isSubmitting } = form.formState;

  return (
    <form
      method="post"
      className="form"
      noValidate
      onSubmit={submitTo('/api/auth/login', () => navigate(safeReturnPath(returnTo)))}
      aria-label="Inloggen"
    >
      {formError ? (
        <FormAlert>
          <p>{formError.message}</p>
          {formError.code === 'email-not-confirmed' ? (
            <p>
              <Link href="/email-valideren">Stuur mij een nieuwe bevestigingsmail</Link>
            </p>
          ) : null}
        </FormAlert>
      ) : null}
      <FormField label="E-mailadres" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Wachtwoord" type="password" autoComplete="current-password" {...field('password')} />
      <p className="form__aside">
        <Link href="/wachtwoord-vergeten">Wachtwoord vergeten?</Link>
      </p>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met inloggen…' : 'Inloggen'}
      </button>
    </form>
  );
}
