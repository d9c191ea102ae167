import type { FormEvent } from 'react';
import { useAction } from './use-action';

/**
 * A console form's submit: its fields read as FormData, the send run as one action (busy while it runs, its
 * failure kept for the fields and the form alert). `send` throws to refuse, e.g. an AdminError naming a field
 * the browser can check first; what follows a success (a message, leaving the page) goes inside it.
 */
export function useFormSubmit(send: (form: FormData, element: HTMLFormElement) => Promise<unknown>) {
  const action = useAction();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    void action.run(() => send(new FormData(element), element));
  }
  return { ...action, onSubmit };
}
