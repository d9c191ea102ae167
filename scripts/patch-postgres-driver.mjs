// Guards postgres.js (3.4.x) against a connection closing while a small write waits for setImmediate: unpatched,
// `nextWrite` calls `socket.write` on a null socket and the uncaught TypeError ends the whole process (seen when
// PostgreSQL restarts under load; upstream porsager/postgres#1154, #1208, fix proposed in #1209). Patched, the
// write settles the waiting queries with the catchable CONNECTION_CLOSED (the API answers 503) and teardown
// resets the write timer, so a reconnected connection flushes again. Runs after every install; idempotent; a
// driver version without the snippets (fixed upstream) is left alone with a notice.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'postgres');
const MARK = '/* shringar: null-socket guard */';

const edits = [
  [
    '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)`,
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  ],
  [
    '    clearImmediate(nextWriteTimer)\n    socket.removeListener',
    '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener',
  ],
];

for (const variant of ['src', 'cjs/src', 'cf/src']) {
  const file = join(root, variant, 'connection.js');
  if (!existsSync(file)) continue;
  let text = readFileSync(file, 'utf8');
  if (text.includes(MARK)) continue;
  const missing = edits.filter(([from]) => !text.includes(from));
  if (missing.length) {
    console.log(`postgres driver: ${variant}/connection.js differs from 3.4.9, null-socket guard not applied`);
    continue;
  }
  for (const [from, to] of edits) text = text.replace(from, to);
  writeFileSync(file, text);
}
