/**
 * Runs npm scripts at the same time and prints each one's output whole when it ends (never interleaved), so
 * independent suites share the machine's cores: `tsx scripts/side-by-side.ts test:api:pglite test:api:postgres`.
 * Exits non-zero when any of them failed.
 */
import { spawn } from 'node:child_process';
import { failureDigest } from './failure-digest.ts';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/side-by-side.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

type Result = { script: string; code: number; seconds: number; output: string };

function run(script: string): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('npm', ['run', '--silent', script], { env: process.env });
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      process.stdout.write(`\n===== ${script} =====\n${output}`);
      resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000, output });
    });
  });
}

const results = await Promise.all(scripts.map(run));
// A suite that failed first is followed by the others' whole output: what failed is said again last.
for (const r of results.filter((r) => r.code !== 0)) {
  process.stdout.write(`\n===== what failed in ${r.script} =====\n${failureDigest(r.output)}\n`);
}
for (const r of results) console.log(`${r.script}: ${r.code === 0 ? 'passed' : 'FAILED'} in ${r.seconds.toFixed(0)} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
