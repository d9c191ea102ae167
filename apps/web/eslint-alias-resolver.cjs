/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads resolvers with require(). */
/**
 * Lets eslint-plugin-import follow the web app's `~/` alias (vite.config.ts, tsconfig paths) to real files, so
 * the web zones of `import/no-restricted-paths` and `import/no-cycle` see imports written with it.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const appDir = path.join(__dirname, 'app');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  if (!source.startsWith('~/')) return { found: false };
  return nodeResolver.resolve(path.join(appDir, source.slice(2)), file, {
    extensions: ['.ts', '.tsx', '.js'],
    ...config,
  });
};
