/**
 * A schema refusal in words an operator or shopper reads: the field by its name in words ('Delivery charge'),
 * never its key, and Zod's own wording ('Too small: expected number to be >=0') said plainly. A message a
 * schema wrote itself and that names its field stays as written.
 */

/** `deliveryCharge` → 'Delivery charge'; `variants.0.price` → 'Price'. */
export function fieldWords(field: string): string {
  const leaf =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? field;
  const words = leaf
    .replace(/Html$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UNITS: Record<string, string> = { string: ' characters', array: ' items', set: ' items' };
const KINDS: Record<string, string> = { number: 'a number', string: 'text', boolean: 'yes or no', array: 'a list' };

/** Zod's default wording, said plainly (after the field's name); null when the message is not Zod's. */
function plainZod(message: string): string | null {
  const bound = /^Too (small|big): expected (\w+) to (?:be|have) ([<>]=?)(-?[\d.]+)(?: \w+)?$/.exec(message);
  if (bound) {
    const [, size, kind, op, n] = bound;
    const strict = op === '<' || op === '>';
    const limit = size === 'small' ? (strict ? 'more than' : 'at least') : strict ? 'less than' : 'at most';
    return `must be ${limit} ${n}${UNITS[kind!] ?? ''}`;
  }
  const type = /^Invalid input: expected (\w+), received \w+$/.exec(message);
  if (type) return `must be ${KINDS[type[1]!] ?? type[1]}`;
  if (/^Invalid option: expected one of /.test(message)) return message.replace(/^Invalid option: expected/, 'must be');
  return null;
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function plainValidationMessage(field: string, message: string): string {
  const plain = plainZod(message);
  if (plain) return `${fieldWords(field)} ${plain}`;
  // A schema's own rule worded after the field ('must be at least ₹0'): the field's name goes first.
  if (/^must\b/.test(message)) return `${fieldWords(field)} ${message}`;
  const leaf = field.split('.').pop() ?? field;
  return squash(message).includes(squash(leaf)) ? message : `${fieldWords(field)}: ${message}`;
}
