import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/** After a submit that ends with errors, brings the first invalid field of the form into view. */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    // Centred so the sticky header does not cover it; jsdom has no scrollIntoView.
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [errors, form, isSubmitting, submitCount]);

  return null;
}
