import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Public catalogue pages render on the server: the first HTML already holds products, titles and prices.
  ssr: true,
} satisfies Config;
