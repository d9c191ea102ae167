import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { leanEndpoints } from './vite/lean-endpoints.plugin.ts';
import { leanRouter } from './vite/lean-router.plugin.ts';
import { devanagariFont } from './vite/devanagari-font.plugin.ts';
import { hindiHalves } from './vite/hindi-halves.plugin.ts';
import { storeFont } from './vite/store-font.plugin.ts';

// The store frame's own small modules (settings, counts, canonical link, the contracts its calls use): every store
// page loads them, and as a dozen chunks of a few hundred bytes each they cost more in per-file overhead and
// lost compression than their code. Likewise the product card and its heart, on every grid page.
const SHARED_MODULES =
  /\/apps\/web\/app\/(ui|lib)\/(?!query\/|dialog\.|postal-address\.|i18n\/(api-error-texts|use-error-message))|\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$/;
const FRAME_MODULES =
  /\/(packages\/contracts\/src\/(phone|store-promises|cart-messages|option-scales|endpoints\/(engagement|wishlist|cart|products|settings|catalogue|content))\.ts|apps\/web\/app\/features\/(notifications\/api\/notification-keys|cart\/api\/(cart-count|add-to-cart)|wishlist\/(api\/|use-wishlist-heart\.)|settings\/|catalogue\/(api\/categories|product-card-skeleton)|seo\/|layout\/messages\.)|@tanstack\/react-query\/build\/modern\/queryOptions)/;
const CARD_MODULES =
  /\/apps\/web\/app\/features\/(catalogue\/(product-grid|product-card|card-image-preload)|wishlist\/(wishlist-scope|wishlist-heart-button))\./;
// The listings' and Search's facet pieces (chips, the Filters button, the panel's island, their texts and value
// lists): both pages load them, so as one chunk rather than a common chunk and three slivers beside it.
const FACET_MODULES =
  /\/(apps\/web\/app\/features\/(product-listing\/(listing-facets|facet-chips|filters-sheet|use-known-counts|facet-panel|messages)|catalogue\/sort-options)|packages\/contracts\/src\/(facet-values|catalogue-constants))\./;

export default defineConfig({
  plugins: [storeFont(), devanagariFont(), hindiHalves(), leanEndpoints(), leanRouter(), tailwindcss(), reactRouter()],
  // The small shared pieces (ui/, lib/) that two or more routes use travel in one chunk instead of many: fewer
  // requests and less per-chunk overhead on every first load (bench/first-load-js.ts). lucide-react's icons stay
  // out of it: most are used only by account and console pages, and in the one chunk every store page paid for
  // them; they are split by the routes that share them. lib/query/ (TanStack Query's client) stays out too: store
  // pages on loader data load it only when a shopper needs it (lib/lazy-query.ts).
  // The API errors' Hindi texts (lib/i18n/api-error-texts.ts) stay out as well: only account pages and
  // failures use them, and in the one chunk every English page paid for them.
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: (id: string) => SHARED_MODULES.test(id) || FRAME_MODULES.test(id),
              minShareCount: 2,
            },
            {
              name: 'cards',
              test: CARD_MODULES,
              minShareCount: 2,
            },
            {
              name: 'facets',
              test: FACET_MODULES,
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
