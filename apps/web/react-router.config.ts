import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public catalogue pages render on the server: the first HTML already holds products, titles and prices.
  ssr: true,
  // React Router 8's behaviour, adopted on 7 (docs/decisions.md, 'React Router 8's flags on 7').
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
  },
} satisfies Config;
