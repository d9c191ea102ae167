import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './server-process.ts';

/**
 * The ceiling's reference: a bare node:http server answering a small JSON body, in a process of its own like
 * the store, so both are measured alike. What no framework, validation or database costs on this machine.
 */
export async function startBareServer(): Promise<{ base: string; pid: number; stop(): void }> {
  const port = await freePort();
  const code = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: 'ok', db: 'ok' }));
  }).listen(${port}, '127.0.0.1', () => process.send('up'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (c) => reject(new Error(`bare server exited with ${c}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
