import { useEffect, useRef } from 'react';

/**
 * A refused form moves the focus to its first field in error (issue 33 item 6: refusals are focused and announced;
 * the field's error is read through its aria-describedby). Runs on every new errors object, i.e. every refusal.
 */
export function useFocusOnErrors(errors: Readonly<Record<string, string | undefined>>) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return form;
}
