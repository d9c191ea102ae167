import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** A WhatsApp template message as the store's console sender logged it. */
export type LoggedWhatsApp = { to: string; template: string; language: string; parameters: string[] };

/** The console sender's line: `WhatsApp to +91XXXXXXXXXX: <template> (<language>) [parameters as JSON]`. */
const LINE = /^WhatsApp to (\+\d+): (\S+) \(([\w-]+)\) (\[.*\])$/;

/**
 * The messages in the store's log so far (the msg of each JSON line; store-log.ts keeps the file), oldest first.
 * Every line is written with its newline, so what follows the last newline is a line still being written.
 */
function storeLogMessages(): string[] {
  return readFileSync(inject('storeLogPath'), 'utf8')
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg?: unknown }).msg)
    .filter((msg): msg is string => typeof msg === 'string');
}

/** The WhatsApp messages the store's console sender has sent to a phone (10 digits) so far, oldest first. */
export function whatsAppMessagesTo(phone: string): LoggedWhatsApp[] {
  return storeLogMessages()
    .map((msg) => LINE.exec(msg))
    .filter((m): m is RegExpExecArray => m !== null && m[1] === `+91${phone}`)
    .map((m) => ({ to: m[1]!, template: m[2]!, language: m[3]!, parameters: JSON.parse(m[4]!) as string[] }));
}
