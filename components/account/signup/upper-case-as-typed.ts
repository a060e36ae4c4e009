import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose text is upper-cased as it is typed (spec §5: the postcode is
 * uppercased; the ID document's letter too), keeping the caret where it was.
 */
export function upperCaseAsTyped<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input: unknown = event.target;
      if (input instanceof HTMLInputElement && input.value !== input.value.toUpperCase()) {
        const { selectionStart, selectionEnd } = input;
        input.value = input.value.toUpperCase();
        input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registration.onChange(event);
    },
  };
}
