import type { components } from '../generated/rest-api.js';

type BasketOption = components['schemas']['BasketOption'];
type FieldError = components['schemas']['FieldError'];

/** A pack's options as the rules need them: each option with the ids of its values. */
export interface PackOptions {
  options: { pack_option_id: number; values: number[] }[];
}

/** The options sorted by option id: the one order lines are stored and answered in. */
export const canonicalOptions = (options: readonly BasketOption[]): BasketOption[] =>
  [...options]
    .sort((a, b) => a.pack_option_id - b.pack_option_id)
    .map(({ pack_option_id, pack_option_value_id }) => ({ pack_option_id, pack_option_value_id }));

/**
 * The key that makes "same pack, same option values" one line (`3:7,4:12`, '' without options).
 * The database holds it under a unique constraint, so the rule holds under concurrent adds too.
 */
export const optionsKey = (options: readonly BasketOption[]): string =>
  canonicalOptions(options)
    .map((o) => `${o.pack_option_id}:${o.pack_option_value_id}`)
    .join(',');

/** Whether two choices of options name the same values, whatever their order. */
export const sameOptions = (a: readonly BasketOption[], b: readonly BasketOption[]) => optionsKey(a) === optionsKey(b);

/**
 * Why `chosen` is not exactly one value of each of the pack's options, as field errors under
 * `field` (`body.options`): an option of another pack, a value of another option, an option
 * named twice, an option left out. Empty when the choice fits.
 */
export function optionErrors(pack: PackOptions, chosen: readonly BasketOption[], field: string): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  chosen.forEach((choice, index) => {
    const option = pack.options.find((o) => o.pack_option_id === choice.pack_option_id);
    if (!option) {
      errors.push({ field: `${field}.${index}.pack_option_id`, message: 'is not an option of the pack' });
    } else if (seen.has(choice.pack_option_id)) {
      errors.push({ field: `${field}.${index}.pack_option_id`, message: 'is chosen twice' });
    } else if (!option.values.includes(choice.pack_option_value_id)) {
      errors.push({ field: `${field}.${index}.pack_option_value_id`, message: 'is not a value of this option' });
    }
    seen.add(choice.pack_option_id);
  });
  const missing = pack.options.filter((o) => !seen.has(o.pack_option_id)).map((o) => o.pack_option_id);
  if (missing.length > 0) {
    errors.push({ field, message: `needs a value for option${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` });
  }
  return errors;
}
