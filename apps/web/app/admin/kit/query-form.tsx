import type { FormEvent, FormHTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A GET form answered by this page with the fields as its query string, navigated in the app: what the router's
 * `<Form method="get">` does for the console's filters. The router's component is one of several the console
 * alone would use; written here, it stays out of the code every store page loads (bench/README.md). Without
 * JavaScript it is a plain GET form to the same URL.
 */
export function QueryForm({ children, ...form }: Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'onSubmit'>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter)) {
      if (typeof value === 'string') query.append(name, value);
    }
    const search = query.toString();
    void navigate({ pathname, search: search ? `?${search}` : '' });
  };
  return (
    <form method="get" onSubmit={submit} {...form}>
      {children}
    </form>
  );
}
