import type { Config } from '@react-router/dev/config';

/** The store's React Router settings (apps/web/react-router.config.ts), for the reference page. */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
