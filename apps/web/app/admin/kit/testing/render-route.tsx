import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A console page in a memory router at `url`, for component tests: `loader` runs as the route's loader (again
 * on every revalidation), and the page renders from what it answered.
 */
export async function renderRoute<D>(url: string, loader: () => D, page: (data: D) => ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  function Page() {
    return <>{page(useLoaderData<{ data: D }>().data)}</>;
  }
  const router = createMemoryRouter(
    [{ path: '/', loader: () => ({ data: loader() }), Component: Page, HydrateFallback: () => null }],
    { initialEntries: [url] },
  );
  await act(async () => root.render(<RouterProvider router={router} />));
  return {
    container,
    router,
    /** The current URL's search, as the page sees it. */
    search: () => router.state.location.search,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets pending promises and React updates settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** The labelled control whose label reads `label`. */
export function field<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, label: string): T {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  if (!found) throw new Error(`No field labelled ${label}`);
  const control = found.htmlFor ? container.ownerDocument.getElementById(found.htmlFor) : found.querySelector('input');
  if (!control) throw new Error(`The label ${label} names no control`);
  return control as T;
}

/** The button (or link) whose text reads `name`, hidden text included. */
export function button(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('button, a')].find(
    (b) => b.textContent?.replace(/\s+/g, ' ').trim() === name,
  );
  if (!found) throw new Error(`No button ${name}`);
  return found;
}

/** Clicks and lets what follows settle. */
export async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

/** Chooses an option of a select as a person would: React hears the change. */
export async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Types into a controlled field as a person would: React hears the input. */
export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
