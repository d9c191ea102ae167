import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** The reference page's build: the same framework plugin and bundler as apps/web, nothing of the store's own. */
export default defineConfig({ root: import.meta.dirname, plugins: [reactRouter()] });
