import { getCategory, listBrands } from '@shringar/contracts/endpoints/catalogue';
import { listCategoryProducts } from '@shringar/contracts/endpoints/products';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { getAuthToken, setAuthToken } from './auth-token';
import { callApi, callApiList, callApiPage } from './call-api';

const brand = { brandId: 1, brandName: 'Lakmé', brandImage: '/b.svg' };
const pagination = { currentPage: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1, hasNextPage: false };

/** Answers every fetch with this status and JSON body, recording what was asked. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('callApi', () => {
  it('sends the definition’s method and path with the query, the token, and reads the envelope', async () => {
    setAuthToken('tok-1');
    const fetchMock = answer(200, { success: true, data: { categoryId: 3, categoryName: 'Lips' } });
    const category = await callApi(getCategory, { params: { id: 3 } });
    expect(category).toEqual({ categoryId: 3, categoryName: 'Lips' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v4/category/3');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    await callApiPage(listCategoryProducts, { params: { id: 3 }, query: { page: 2, sort: undefined, q: '' } });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v4/products/category/3?page=2');
  });

  it('unwraps an object answer wrapped once more in data (spec 7)', async () => {
    answer(200, { success: true, data: { data: { categoryId: 3, categoryName: 'Lips' } } });
    expect(await callApi(getCategory, { params: { id: 3 } })).toEqual({ categoryId: 3, categoryName: 'Lips' });
  });
});

describe('older answer shapes (spec 7)', () => {
  it.each([
    ['a bare array', [brand]],
    ['an envelope', { success: true, data: [brand] }],
    ['items', { data: { items: [brand] } }],
    ['data.data', { data: { data: [brand] } }],
    ['data.data.items', { data: { data: { items: [brand] } } }],
  ])('reads a list from %s', async (_, body) => {
    answer(200, body);
    expect(await callApiList(listBrands)).toEqual([brand]);
  });

  it('reads an empty list from an answer without one', async () => {
    answer(200, { success: true, data: {} });
    expect(await callApiList(listBrands)).toEqual([]);
  });

  it.each([
    ['beside the items', { data: { items: [brand], pagination } }, pagination],
    ['one level deeper', { data: { data: { items: [brand], pagination } } }, pagination],
    ['absent', { data: [brand] }, null],
  ])('reads a page with its pagination %s', async (_, body, expected) => {
    answer(200, body);
    expect(await callApiPage(listCategoryProducts, { params: { id: 1 } })).toEqual({
      items: [brand],
      pagination: expected,
    });
  });
});

describe('failures (spec 8)', () => {
  it.each([
    [404, { success: false, message: 'Category not found' }, 'Category not found'],
    [404, {}, 'Resource not found.'],
    [400, { success: false, message: 'id must be a positive whole number' }, 'id must be a positive whole number'],
    [403, { message: 'nope' }, 'Access forbidden.'],
    [500, { message: 'stack trace' }, 'Server error. Please try again later.'],
    [503, {}, 'Server error. Please try again later.'],
  ])('a %i answers the message the shopper may read', async (status, body, message) => {
    answer(status, body);
    const error = await callApi(getCategory, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message, status });
  });

  it('a 200 with success false is a failure with the server’s message', async () => {
    answer(200, { success: false, message: 'Out of stock', code: 'OUT_OF_STOCK' });
    await expect(callApi(getCategory, { params: { id: 1 } })).rejects.toMatchObject({
      message: 'Out of stock',
      status: 400,
      code: 'OUT_OF_STOCK',
    });
  });

  it('a 401 clears the token and sends the shopper to sign in, coming back to this page', async () => {
    window.history.replaceState(null, '', '/product/7?variant=2');
    setAuthToken('expired');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    answer(401, { success: false, message: 'Token expired' });
    await expect(callApi(getCategory, { params: { id: 1 } })).rejects.toMatchObject({
      message: 'Unauthorized access. Please login again.',
      status: 401,
    });
    expect(getAuthToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth?redirectTo=%2Fproduct%2F7%3Fvariant%3D2');
  });

  it('gives up after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const pending = callApi(getCategory, { params: { id: 1 } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ message: 'Request timeout. Please try again.', code: 'TIMEOUT' });
  });

  it('an unreachable API is a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callApi(getCategory, { params: { id: 1 } })).rejects.toMatchObject({
      message: 'Network error. Please check your connection.',
      code: 'NETWORK',
    });
  });

  it('a call the caller aborts rethrows the abort, untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = callApi(getCategory, { params: { id: 1 } }, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(ApiError);
  });
});
