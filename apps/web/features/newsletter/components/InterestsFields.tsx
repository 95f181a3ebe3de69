'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';

/** The interest fields both newsletter forms have, whatever their other fields. */
export type InterestField = 'interests.categories' | 'interests.events' | 'interests.news';

type Props = {
  register: (name: InterestField) => UseFormRegisterReturn;
  categories: ReadonlyArray<{ documentId: string; name: string }>;
  error?: string;
};

/** The optional topics of the newsletter: fields of work (vakgebieden), events and news. */
export function InterestsFields({ register, categories, error }: Props) {
  return (
    <fieldset className="form__fieldset newsletter-interests">
      <legend>Waar wil je over lezen? (niet verplicht)</legend>
      <p className="field__hint">Kies je niets, dan krijg je alles: vacatures, evenementen en nieuws.</p>
      {categories.length ? (
        <fieldset className="newsletter-interests__group">
          <legend>Vacatures in deze vakgebieden</legend>
          {categories.map((category) => (
            <label key={category.documentId} className="field field--checkbox">
              <input type="checkbox" value={category.documentId} {...register('interests.categories')} />
              <span>{category.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="field field--checkbox">
        <input type="checkbox" {...register('interests.events')} />
        <span>Evenementen</span>
      </label>
      <label className="field field--checkbox">
        <input type="checkbox" {...register('interests.news')} />
        <span>Nieuws</span>
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
