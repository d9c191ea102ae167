import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { leanEndpoints } from './vite/lean-endpoints.plugin.ts';
import { devanagariFont } from './vite/devanagari-font.plugin.ts';
import { hindiHalves } from './vite/hindi-halves.plugin.ts';
import { storeFont } from './vite/store-font.plugin.ts';

export default defineConfig({
  plugins: [storeFont(), devanagariFont(), hindiHalves(), leanEndpoints(), tailwindcss(), reactRouter()],
  // The small shared pieces (ui/, lib/) that two or more routes use travel in one chunk instead of many: fewer
  // requests and less per-chunk overhead on every first load (bench/first-load-js.ts). lucide-react's icons stay
  // out of it: most are used only by account and console pages, and in the one chunk every store page paid for
  // them; they are split by the routes that share them. lib/query/ (TanStack Query's client) stays out too: store
  // pages on loader data load it only when a shopper needs it (lib/lazy-query.ts).
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /\/apps\/web\/app\/(ui|lib)\/(?!query\/)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // `npm run dev -w apps/web` talks to the API started with `npm run dev`.
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
