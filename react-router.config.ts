import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets parallel checkouts or test runs keep separate builds; default build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
