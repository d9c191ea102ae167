import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { leanEndpoints } from './vite/lean-endpoints.plugin.ts';
import { storeFont } from './vite/store-font.plugin.ts';

export default defineConfig({
  plugins: [storeFont(), leanEndpoints(), tailwindcss(), reactRouter()],
  // The small shared pieces (ui/, lib/, icons) that two or more routes use travel in one chunk instead of many:
  // fewer requests and less per-chunk overhead on every first load (bench/first-load-js.ts).
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /\/apps\/web\/app\/(ui|lib)\/|\/node_modules\/lucide-react\//,
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
