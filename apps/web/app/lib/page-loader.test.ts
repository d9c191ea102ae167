import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { loadParts } from './page-loader';

describe('loadParts, the store loader helper', () => {
  it('answers every part under its name, a failed one with its status and message, without failing the rest', async () => {
    const loaded = await loadParts({
      settings: () => Promise.resolve({ isAppActive: true }),
      policies: () => Promise.reject(new ApiError('Resource not found.', 404)),
      categories: () => Promise.reject(new Error('socket hang up')),
    });
    expect(loaded.settings).toEqual({ ok: true, data: { isAppActive: true } });
    expect(loaded.policies).toEqual({ ok: false, data: null, status: 404, message: 'Resource not found.' });
    expect(loaded.categories).toEqual({ ok: false, data: null, status: null, message: 'socket hang up' });
  });
});
