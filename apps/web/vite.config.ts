import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { leanEndpoints } from './vite/lean-endpoints.plugin.ts';

export default defineConfig({
  plugins: [leanEndpoints(), tailwindcss(), reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  // `npm run dev -w apps/web` talks to the API started with `npm run dev`.
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
