/**
 * A child process for logger-options.test.ts: the store's logger (lib/logger-options.ts) behind Fastify, as in
 * the store, the console SMS and e-mail senders each sending a burst, then kill -9 of itself at once, the moment
 * a dispatcher would be marking those messages sent.
 */
import Fastify from 'fastify';
import { loggerOptions } from '../src/lib/logger-options.ts';
import { ConsoleEmailSender } from '../src/integrations/email/console-email-sender.ts';
import { ConsoleSmsSender } from '../src/integrations/sms/console-sms-sender.ts';

const BURST = Number(process.argv[2] ?? 20);
const app = Fastify({ logger: loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' }) });
const sms = new ConsoleSmsSender(app.log);
const email = new ConsoleEmailSender(app.log);
await Promise.all(
  Array.from({ length: BURST }, async (_, i) => {
    const id = `SH${String(i).padStart(10, '0')}`;
    await sms.sendText('+919876543210', `Your order ${id} has shipped`);
    await email.send({
      to: 'shopper@example.in',
      subject: `Your order ${id} has shipped`,
      text: 'On its way',
      html: '',
    });
  }),
);
process.kill(process.pid, 'SIGKILL');
