'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { useAccountForm } from '@/components/forms/useAccountForm';
import type { OwnSubscription } from '@/lib/cms/newsletter';
import { describeInterests } from '@/features/newsletter/interests';
import { InterestsFields } from './InterestsFields';

type Category = { documentId: string; name: string };

/** Subscribe, unsubscribe and choose topics on /account; the account's address is already confirmed, so no mail round. */
export function AccountNewsletterForm({ initial, categories }: { initial: OwnSubscription; categories: ReadonlyArray<Category> }) {
  const [subscription, setSubscription] = useState(initial);
  const [saved, setSaved] = useState<string | null>(null);
  const { form, formError, submitTo } = useAccountForm(() => import('@/features/newsletter/schemas').then((s) => s.ownSubscriptionSchema), {
    subscribed: initial.subscribed,
    interests: initial.interests,
  });
  const { errors, isSubmitting } = form.formState;
  const subscribed = form.watch('subscribed');
  const names = new Map(categories.map((category) => [category.documentId, category.name]));

  return (
    <form
      method="post"
      className="form"
      noValidate
      aria-label="Nieuwsbrief"
      onSubmit={submitTo<{ subscription: OwnSubscription }>(
        '/api/account/nieuwsbrief',
        ({ subscription: next }) => {
          setSubscription(next);
          setSaved(next.subscribed ? 'Opgeslagen: je krijgt de nieuwsbrief.' : 'Opgeslagen: je krijgt de nieuwsbrief niet meer.');
        },
        { method: 'PUT' },
      )}
    >
      <p data-testid="newsletter-status">
        {subscription.subscribed
          ? `Je krijgt de nieuwsbrief, over ${describeInterests(subscription.interests, names)}.`
          : subscription.awaitingConfirmation
            ? 'Je aanmelding wacht nog op bevestiging via de link in je mail. Je kunt je hier ook meteen aanmelden.'
            : 'Je krijgt de nieuwsbrief niet.'}
      </p>
      {saved ? <FormAlert kind="success">{saved}</FormAlert> : null}
      {formError ? <FormAlert>{formError.message}</FormAlert> : null}
      <label className="field field--checkbox">
        <input type="checkbox" {...form.register('subscribed')} />
        <span>Ik wil de nieuwsbrief ontvangen</span>
      </label>
      {subscribed ? (
        <InterestsFields register={(name) => form.register(name)} categories={categories} error={errors.interests?.categories?.message} />
      ) : null}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? 'Bezig met opslaan…' : 'Opslaan'}
      </button>
    </form>
  );
}
