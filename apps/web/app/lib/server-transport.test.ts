// @vitest-environment node
import { getCategory } from '@shringar/contracts/endpoints/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { registerApiTransport, type TransportRequest } from './api-transport';
import { callApi } from './call-api';

describe('a server render', () => {
  it('reaches the API through the transport the server registered, never over the network', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const seen: TransportRequest[] = [];
    registerApiTransport(async (request) => {
      seen.push(request);
      return { status: 200, json: { success: true, data: { categoryId: 4, categoryName: 'Eyes' } } };
    });
    expect(await callApi(getCategory, { params: { id: 4 } })).toEqual({ categoryId: 4, categoryName: 'Eyes' });
    expect(seen).toMatchObject([{ method: 'GET', url: '/api/v4/category/4' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
