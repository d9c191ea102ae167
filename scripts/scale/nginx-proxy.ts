import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './scale-env.ts';

/** The deployment's nginx site file; the run fills in only its ${SHRINGAR_*} ports and paths. */
export const SITE_CONFIG = join(REPO, 'deploy', 'nginx', 'shringar.conf');

/** Fills the site file's placeholders as envsubst would, refusing a placeholder left unfilled. */
export function renderSite(values: Record<string, string>): string {
  const text = readFileSync(SITE_CONFIG, 'utf8').replace(/\$\{(SHRINGAR_\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/shringar.conf: no value for ${whole}`);
    return value;
  });
  return text;
}

export const upstreamLines = (ports: number[]) => ports.map((p) => `server 127.0.0.1:${p} max_fails=0;`).join(' ');

export type AccessLogEntry = {
  time: string;
  msec: number;
  method: string;
  uri: string;
  status: number;
  upstream: string;
  upstream_status: string;
  request_time: number;
};

/**
 * Debian's nginx as an unprivileged-path instance of its own: a generated main file (pid, temp folders, error
 * log under the run's folder) that includes the rendered site file, exactly as /etc/nginx/nginx.conf includes
 * conf.d/*.conf on a server.
 */
export class NginxProxy {
  private child: ChildProcess | null = null;
  readonly accessLog: string;
  private readonly main: string;
  private readonly site: string;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {
    this.accessLog = join(dir, 'access.log');
    this.main = join(dir, 'nginx.conf');
    this.site = join(dir, 'shringar.conf');
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  private writeConfig(ports: number[]) {
    const temp = join(this.dir, 'temp');
    mkdirSync(temp, { recursive: true });
    // nginx's workers run as an unprivileged user when the master is root: they write request bodies here.
    chmodSync(temp, 0o1777);
    writeFileSync(
      this.site,
      renderSite({
        SHRINGAR_LISTEN: `127.0.0.1:${this.port}`,
        SHRINGAR_UPSTREAMS: upstreamLines(ports),
        SHRINGAR_ACCESS_LOG: this.accessLog,
      }),
    );
    writeFileSync(
      this.main,
      [
        'worker_processes 1;',
        `pid ${join(this.dir, 'nginx.pid')};`,
        `error_log ${join(this.dir, 'error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        `  client_body_temp_path ${temp}/body;`,
        `  proxy_temp_path ${temp}/proxy;`,
        `  fastcgi_temp_path ${temp}/fastcgi;`,
        `  uwsgi_temp_path ${temp}/uwsgi;`,
        `  scgi_temp_path ${temp}/scgi;`,
        `  include ${this.site};`,
        '}',
        '',
      ].join('\n'),
    );
  }

  private args = () => ['-p', this.dir, '-c', this.main];

  async start(ports: number[]): Promise<void> {
    this.writeConfig(ports);
    execFileSync('nginx', [...this.args(), '-t', '-q'], { stdio: 'pipe' });
    this.child = spawn('nginx', [...this.args(), '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${this.url}/api/v4/health`)
        .then(() => true)
        .catch(() => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('nginx did not start');
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await gone;
  }

  entries(): AccessLogEntry[] {
    if (!existsSync(this.accessLog)) return [];
    return readFileSync(this.accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AccessLogEntry);
  }
}
