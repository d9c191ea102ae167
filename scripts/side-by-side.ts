/**
 * Runs npm scripts at the same time and prints each one's output whole when it ends (never interleaved), so
 * independent suites share the machine's cores: `tsx scripts/side-by-side.ts test:api:pglite test:api:postgres`.
 * Exits non-zero when any of them failed.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/side-by-side.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script: string): Promise<{ script: string; code: number; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      process.stdout.write(`\n===== ${script} =====\n${Buffer.concat(chunks).toString()}`);
      resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = await Promise.all(scripts.map(run));
for (const r of results) console.log(`${r.script}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds.toFixed(0)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
