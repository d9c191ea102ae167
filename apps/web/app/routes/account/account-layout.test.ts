import { SHAREABLE_PAGE_HEADER } from '@shringar/contracts/page-sharing';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthToken, setAuthToken } from '~/lib/auth-token';
import { clientLoader, headers } from './account-layout';

type LoaderArgs = Parameters<typeof clientLoader>[0];
const argsFor = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as unknown as LoaderArgs;

afterEach(() => clearAuthToken());

describe('the account group', () => {
  it('sends a signed-out visitor to sign in, coming back to the page asked for', () => {
    let thrown: unknown;
    try {
      clientLoader(argsFor('/orders?page=2'));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/auth?redirectTo=%2Forders%3Fpage%3D2');
  });

  it('lets a signed-in shopper through', () => {
    setAuthToken('tok');
    expect(clientLoader(argsFor('/orders'))).toBeNull();
  });

  it('is never kept by a shared cache', () => {
    const sent = new Headers(headers({} as Parameters<typeof headers>[0]));
    expect(sent.get('Cache-Control')).toBe('private, no-store');
    expect(sent.has(SHAREABLE_PAGE_HEADER)).toBe(false);
  });
});
