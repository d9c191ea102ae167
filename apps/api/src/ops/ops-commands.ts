import { formatRupees } from '@shringar/contracts/money';
import { ORDER_STATUSES, orderStatusLabel } from '@shringar/contracts/orders';
import { STAFF_ROLES, type StaffRole } from '@shringar/contracts/staff-roles';
import { configSchema } from '../config.ts';

/**
 * The ops CLI: a thin client of the operator API (/api/v4/admin) of a running server. It talks HTTP rather
 * than opening the database, because on PGlite only one process may open the data directory.
 */

export const EXIT = { ok: 0, refused: 1, usage: 2, unreachable: 3 } as const;

type OpsIo = {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
  fetch?: typeof fetch;
};

const HELP = `Shringar operations (talks to the running server's operator API)

Usage: npm run ops -- <command> [arguments]

  order:status <orderId> <STATUS> ["note"]   move an order along its statuses (writes the tracking timeline)
                                             STATUS: ${ORDER_STATUSES.filter((s) => s !== 'PENDING').join(', ')}
  order:show <orderId>                       show an order, its history and the statuses it may move to
  wallet:credit <phone> <amount> "reason"    credit a shopper's wallet (10-digit phone, amount in rupees)
  refund <orderId> [amount]                  refund the order's online payment (all that is left, or amount)
  staff:create <email> "name" [ROLE]         invite the store's first owner (the token invites nobody once a
                                             staff account is active; owners invite the rest in the console).
                                             Prints the one-time link where they set a password and authenticator
  settings:set <setting> <value>             change a setting, e.g. isAppActive false (closes the store) or
                                             isCodAvailable false; an owner must first grant the token
                                             'settings.manage' (PUT /api/v4/admin/automation/permissions)
  help                                       this text

Environment:
  OPERATOR_TOKEN   the server's operator token (required)
  OPS_API_URL      the API base URL (default http://127.0.0.1:3000/api/v4); staff:create builds the link
                   from its origin
  OPS_OPERATOR     your name for the audit log (default: $USER)

Exit codes: 0 done, 1 refused by the server, 2 usage error, 3 server unreachable.`;

type Answer = { status: number; body: { success?: boolean; message?: string; code?: string; data?: any } };

class UsageError extends Error {}

export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(HELP);
    return command ? EXIT.ok : EXIT.usage;
  }
  try {
    const run = COMMANDS[command];
    if (!run) throw new UsageError(`Unknown command '${command}'. Run 'npm run ops -- help'.`);
    const client = makeClient(io);
    return await run(args, client, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`Usage error: ${e.message}`);
      return EXIT.usage;
    }
    if (e instanceof Unreachable) {
      io.err(e.message);
      return EXIT.unreachable;
    }
    throw e;
  }
}

class Unreachable extends Error {}

type Client = ((
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>) & { origin: string };

function makeClient(io: OpsIo): Client {
  const parsed = configSchema
    .pick({ OPS_API_URL: true, OPERATOR_TOKEN: true })
    .safeParse({ OPS_API_URL: io.env.OPS_API_URL || undefined, OPERATOR_TOKEN: io.env.OPERATOR_TOKEN || undefined });
  if (!parsed.success)
    throw new UsageError(
      `bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  const { OPS_API_URL: base, OPERATOR_TOKEN: token } = parsed.data;
  if (!token) throw new UsageError('OPERATOR_TOKEN is not set: export the token the server was started with.');
  const operator = (io.env.OPS_OPERATOR || io.env.USER || 'ops-cli').replace(/[^\w.@ -]/g, '').slice(0, 60);
  const doFetch = io.fetch ?? fetch;
  const client = async (
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    let res: Response;
    try {
      res = await doFetch(`${base.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-operator-name': operator || 'ops-cli',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (e) {
      throw new Unreachable(`Cannot reach the server at ${base}: ${(e as Error).message}`);
    }
    const text = await res.text();
    let parsedBody: Answer['body'];
    try {
      parsedBody = JSON.parse(text) as Answer['body'];
    } catch {
      parsedBody = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsedBody };
  };
  return Object.assign(client, { origin: new URL(base).origin });
}

function refused(io: OpsIo, answer: Answer): number {
  const code = answer.body.code ? ` ${answer.body.code}` : '';
  io.err(`Refused (${answer.status}${code}): ${answer.body.message ?? 'no message'}`);
  return EXIT.refused;
}

const orderIdArg = (value: string | undefined) => {
  if (!value || !/^[A-Za-z0-9_-]{1,40}$/.test(value)) throw new UsageError('give an order id, e.g. SH7K2M9QXD4T');
  return value;
};

const COMMANDS: Record<string, (args: string[], call: Client, io: OpsIo) => Promise<number>> = {
  'order:status': async (args, call, io) => {
    const orderId = orderIdArg(args[0]);
    const status = (args[1] ?? '').toUpperCase();
    if (!(ORDER_STATUSES as readonly string[]).includes(status))
      throw new UsageError(`STATUS must be one of ${ORDER_STATUSES.join(', ')}`);
    const note = args.slice(2).join(' ').trim();
    const answer = await call('POST', `/admin/orders/${orderId}/status`, { status, ...(note ? { note } : {}) });
    if (answer.status !== 200) return refused(io, answer);
    const { change, allowedNextStatuses } = answer.body.data;
    io.out(
      change.changed
        ? `Order ${orderId}: ${orderStatusLabel(change.from)} → ${orderStatusLabel(change.to)}`
        : `Order ${orderId} is already ${orderStatusLabel(change.to)}; nothing changed`,
    );
    io.out(`Next possible: ${allowedNextStatuses.length ? allowedNextStatuses.join(', ') : 'none (final)'}`);
    return EXIT.ok;
  },

  'order:show': async (args, call, io) => {
    const orderId = orderIdArg(args[0]);
    const answer = await call('GET', `/admin/orders/${orderId}`);
    if (answer.status !== 200) return refused(io, answer);
    const { order, customer, history, allowedNextStatuses, isDraft } = answer.body.data;
    io.out(
      `Order ${order.id}${isDraft ? ' (draft, waiting for payment)' : ''}: ${orderStatusLabel(order.delivery_status)}`,
    );
    io.out(`Customer: ${customer.name || '(no name)'} ${customer.phone}`);
    io.out(
      `Total ${formatRupees(order.price)} · wallet ${formatRupees(order.wallet_amount)} · ${order.payment_method} · ${order.isPaid ? 'paid' : 'not paid'}`,
    );
    for (const h of history)
      io.out(`  ${h.created_at}  ${h.status.padEnd(22)} ${h.actor}${h.note ? ` — ${h.note}` : ''}`);
    io.out(`Next possible: ${allowedNextStatuses.length ? allowedNextStatuses.join(', ') : 'none'}`);
    return EXIT.ok;
  },

  'wallet:credit': async (args, call, io) => {
    const [phone, amountText, ...reasonParts] = args;
    if (!phone || !/^\d{10}$/.test(phone)) throw new UsageError('give the shopper’s 10-digit phone number');
    if (!amountText || !/^\d+(\.\d{1,2})?$/.test(amountText))
      throw new UsageError('give the amount in rupees, e.g. 150 or 99.50');
    const reason = reasonParts.join(' ').trim();
    if (!reason) throw new UsageError('give a reason, e.g. "Goodwill for a late delivery"');
    const answer = await call(
      'POST',
      '/admin/wallet/credit',
      { phone, amount: Number(amountText), reason },
      { 'idempotency-key': `cli-${crypto.randomUUID()}` },
    );
    if (answer.status !== 200) return refused(io, answer);
    const d = answer.body.data;
    io.out(`Credited ${formatRupees(d.credited)} to ${phone}; wallet balance now ${formatRupees(d.walletAmount)}`);
    return EXIT.ok;
  },

  refund: async (args, call, io) => {
    const orderId = orderIdArg(args[0]);
    if (args[1] !== undefined && !/^\d+(\.\d{1,2})?$/.test(args[1]))
      throw new UsageError('amount must be rupees, e.g. 150');
    const answer = await call('POST', `/admin/orders/${orderId}/refund`, args[1] ? { amount: Number(args[1]) } : {});
    if (answer.status !== 200) return refused(io, answer);
    const d = answer.body.data;
    io.out(
      `${d.created ? 'Refunded' : 'Already refunded'} ${formatRupees(d.amount)} for order ${orderId} (refund #${d.refundId}, ${d.status}${d.providerRefundId ? `, ${d.providerRefundId}` : ''})`,
    );
    return EXIT.ok;
  },

  'staff:create': async (args, call, io) => {
    const [email, name, roleText] = args;
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw new UsageError('give the staff member’s e-mail address');
    if (!name || name.trim().length < 2) throw new UsageError('give the staff member’s name, e.g. "Asha Rao"');
    const role = (roleText ?? 'owner').toLowerCase();
    if (!(STAFF_ROLES as readonly string[]).includes(role))
      throw new UsageError(`ROLE must be one of ${STAFF_ROLES.join(', ')}`);
    const answer = await call('POST', '/admin/staff', { email, name: name.trim(), role: role as StaffRole });
    if (answer.status !== 200) return refused(io, answer);
    const d = answer.body.data;
    io.out(`Invited ${d.staff.name} <${d.staff.email}> as ${d.staff.role}.`);
    io.out(`Open this link before ${d.expiresAt} to set a password and the authenticator (it works once):`);
    io.out(`  ${call.origin}${d.invitationPath}`);
    return EXIT.ok;
  },

  'settings:set': async (args, call, io) => {
    const [field, text] = args;
    if (!field || text === undefined) throw new UsageError('give a setting and its value, e.g. isCodAvailable false');
    const value =
      text === 'true' ? true : text === 'false' ? false : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    const answer = await call('PATCH', '/admin/settings', { [field]: value });
    if (answer.status !== 200) return refused(io, answer);
    io.out(`${field} is now ${JSON.stringify(answer.body.data.settings[field])}.`);
    return EXIT.ok;
  },
};
