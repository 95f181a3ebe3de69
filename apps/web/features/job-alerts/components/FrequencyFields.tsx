import type { UseFormRegisterReturn } from 'react-hook-form';

/** "Hoe vaak?": at once, a daily or a weekly overview; the same for an account's alert and a guest's. */
export function FrequencyFields({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <fieldset className="form__fieldset">
      <legend>Hoe vaak?</legend>
      <label className="field--checkbox">
        <input type="radio" value="instant" {...registration} /> <span>Direct bij elke nieuwe vacature</span>
      </label>
      <label className="field--checkbox">
        <input type="radio" value="daily" {...registration} /> <span>Eén overzicht per dag</span>
      </label>
      <label className="field--checkbox">
        <input type="radio" value="weekly" {...registration} /> <span>Eén overzicht per week (maandag)</span>
      </label>
    </fieldset>
  );
}
