import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { registerInstallableStore } from './installable-store.ts';
import { registerStorefrontFiles } from './storefront-files.ts';

describe('the installable store', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'installable-store-'));
    mkdirSync(join(dir, 'assets'));
    const routes = { root: { id: 'root', module: '/assets/root-a1.js', css: ['/assets/root-b2.css'] } };
    writeFileSync(join(dir, 'assets', 'manifest-c3.js'), `window.__reactRouterManifest=${JSON.stringify({ routes })};`);
    writeFileSync(join(dir, 'sw.js'), "importScripts('/sw-offline-caching.js');\n");
    app = Fastify();
    await registerStorefrontFiles(app, dir);
    registerInstallableStore(app, { STORE_NAME: 'Rani & Co <Jaipur>' } as Config, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the installed app after the store, with its colours and icons', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.json()).toMatchObject({
      name: 'Rani & Co <Jaipur>',
      short_name: 'Rani & Co <Jaipur>',
      start_url: '/',
      display: 'standalone',
      theme_color: '#b32a56',
      icons: [{ sizes: '192x192' }, { sizes: '512x512' }, { sizes: '512x512', purpose: 'maskable' }],
    });
  });

  it('answers the offline page in the store stylesheet, with its own script and no inline one', async () => {
    const res = await app.inject({ url: '/offline' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/root-b2.css">');
    expect(res.body).toContain('Rani &amp; Co &lt;Jaipur&gt;');
    expect(res.body).toContain("<h1>You're offline</h1>");
    expect(res.body).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
    expect(res.body.match(/<script[^>]*>/g)).toEqual(['<script src="/offline-page.js">']);
  });

  it('has the browser ask for the service worker again on every update check', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
