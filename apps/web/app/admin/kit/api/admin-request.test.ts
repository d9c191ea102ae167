import { adminListBanners, adminUpdateBanner } from '@shringar/contracts/endpoints/admin-merchandising';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { setAuthToken } from '~/lib/auth-token';
import { adminCall, AdminError, UNREACHABLE } from './admin-request';
import { uploadAdminImage } from './image-upload';

/** Answers every fetch with this status and JSON body, recording what was asked. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const banner = {
  title: 'Diwali',
  subtitle: '',
  imageUrl: '/i.webp',
  sortOrder: 0,
  isActive: true,
  productIds: [],
};

describe('adminCall', () => {
  it('sends the record version as If-Match, no shopper token, and reads the envelope', async () => {
    setAuthToken('shopper-token');
    const fetchMock = answer(200, { success: true, data: { id: 4, version: 'v2' } });
    const saved = await adminCall(adminUpdateBanner, { params: { id: 4 }, body: banner, version: 'v1' });
    expect(saved).toEqual({ id: 4, version: 'v2' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/admin/banners/4');
    expect(init?.method).toBe('PUT');
    const headers = init?.headers as Record<string, string>;
    expect(headers['If-Match']).toBe('"v1"');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(init?.body))).toEqual(banner);
  });

  it('fails as an AdminError (an ApiError) carrying the server’s own message, code and field errors', async () => {
    answer(400, {
      success: false,
      message: 'Title is required.',
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'title', message: 'Title is required.' }],
    });
    const error = await adminCall(adminListBanners).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Title is required.',
      status: 400,
      code: 'VALIDATION_ERROR',
      fieldErrors: [{ field: 'title', message: 'Title is required.' }],
    });
  });

  it('keeps the server’s words where the store would show spec 8’s, and marks an ended session', async () => {
    answer(403, { success: false, message: 'Your role may not change banners.', code: 'FORBIDDEN' });
    await expect(adminCall(adminListBanners)).rejects.toMatchObject({
      message: 'Your role may not change banners.',
      status: 403,
    });
    answer(401, { success: false, message: 'Sign in again.', code: 'UNAUTHORIZED' });
    const ended = (await adminCall(adminListBanners).catch((e: unknown) => e)) as AdminError;
    expect(ended.signedOut).toBe(true);
    expect(window.location.pathname).not.toBe('/auth');
  });

  it('reads a 2xx answer that says it failed as a refusal', async () => {
    answer(200, { success: false, message: 'Not today.' });
    await expect(adminCall(adminListBanners)).rejects.toMatchObject({ message: 'Not today.', status: 400 });
  });

  it('says the server cannot be reached when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(adminCall(adminListBanners)).rejects.toMatchObject({
      message: UNREACHABLE,
      status: null,
      code: 'NETWORK',
    });
  });

  it('rethrows the caller’s abort as is', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      }),
    );
    const call = adminCall(adminListBanners, {}, controller.signal);
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AdminError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('uploadAdminImage', () => {
  it('sends the file as multipart (no JSON content type) and answers the stored picture', async () => {
    const fetchMock = answer(200, { success: true, data: { url: '/media/a.webp', width: 10, height: 10 } });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    expect(await uploadAdminImage(file, 'Lipstick')).toMatchObject({ url: '/media/a.webp' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/admin/images');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const fetchMock = answer(200, {});
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    await expect(uploadAdminImage(file, '')).rejects.toBeInstanceOf(AdminError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
