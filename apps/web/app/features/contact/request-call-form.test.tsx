import { PHONE_MESSAGE } from '@shringar/contracts/auth-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneDigits, RequestCallForm } from './request-call-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('phoneDigits', () => {
  it('keeps digits only, at most 10, so a pasted number keeps its last digit', () => {
    expect(phoneDigits('98765 43210')).toBe('9876543210');
    expect(phoneDigits('+91-98765abc')).toBe('9198765');
    expect(phoneDigits('987654321099')).toBe('9876543210');
  });
});

describe('RequestCallForm', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <RequestCallForm />
        </QueryClientProvider>,
      ),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  const input = () => container.querySelector('input')!;
  const button = () => container.querySelector('button')!;
  const type = (value: string) =>
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });

  it('is disabled until 10 digits, strips what is not a digit', () => {
    expect(button().disabled).toBe(true);
    type('98765 4321');
    expect(input().value).toBe('987654321');
    expect(button().disabled).toBe(true);
    type('98765 43210');
    expect(input().value).toBe('9876543210');
    expect(button().disabled).toBe(false);
  });

  it('refuses a number that cannot be an Indian mobile, naming the rule, and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    type('1234567890');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(PHONE_MESSAGE);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid number to the call-back endpoint', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, data: { requested: true } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    type('9876543210');
    await act(async () => container.querySelector('form')!.requestSubmit());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/help-and-support');
    expect(JSON.parse(String(init?.body))).toEqual({ mobile_number: '9876543210' });
  });
});
