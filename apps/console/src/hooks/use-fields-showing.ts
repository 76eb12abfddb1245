import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a form's uncontrolled fields showing `values` (by field name) whenever those change: back
 * and forward, a cleared search. The form is not remade, so the focus stays where it is (pressing
 * Enter in a box keeps it there) and a field whose value already matches is left alone.
 */
export function useFieldsShowing(values: Record<string, string | undefined>) {
  const form = useRef<HTMLFormElement>(null);
  const shown = JSON.stringify(Object.entries(values).map(([name, value]) => [name, value ?? '']));
  useLayoutEffect(() => {
    for (const [name, value] of JSON.parse(shown) as [string, string][]) {
      const field = form.current?.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.value !== value) field.value = value;
    }
  }, [shown]);
  return form;
}
