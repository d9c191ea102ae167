/**
 * The first step of `npm test`: says in its first seconds what this machine lacks for the suite, one line per
 * missing piece with the command that installs or starts it, instead of a suite failing minutes later. Checks
 * what the suites use: the machine's PostgreSQL and Redis (API tests on both engines, shared rate limits),
 * PostgreSQL's server binaries and redis-server (fault tests start throwaway ones), nginx (the scale test) and
 * Chromium (browser tests). Exits 1 when anything is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

type Missing = { what: string; fix: string };

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts TCP connections at host:port within a second. */
const listening = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });

const postgresBinaries = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const checks: Array<[boolean | Promise<boolean>, Missing]> = [
  [
    postgresBinaries(),
    { what: 'PostgreSQL server binaries (fault tests start their own clusters)', fix: 'apt-get install -y postgresql' },
  ],
  [
    listening('127.0.0.1', 5432),
    {
      what: 'a PostgreSQL server on 127.0.0.1:5432 (trust auth, database test)',
      fix: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    },
  ],
  [
    onPath('redis-server'),
    { what: 'redis-server (fault tests start their own)', fix: 'apt-get install -y redis-server' },
  ],
  [
    listening('127.0.0.1', 6379),
    {
      what: 'a Redis server on 127.0.0.1:6379',
      fix: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
    },
  ],
  [onPath('nginx'), { what: 'nginx (the scale test runs the store behind it)', fix: 'apt-get install -y nginx' }],
  [existsSync(chromium), { what: `Chromium at ${chromium} (browser tests)`, fix: 'apt-get install -y chromium' }],
];

const missing: Missing[] = [];
for (const [ok, item] of checks) if (!(await ok)) missing.push(item);
if (missing.length) {
  console.error('npm test cannot run on this machine yet; it lacks:');
  for (const m of missing) console.error(`  - ${m.what}: ${m.fix}`);
  process.exit(1);
}
