import { randomBytes } from 'node:crypto';

// Crockford-style alphabet without look-alikes (0/O, 1/I/L), for ids a shopper may read out on the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const b = bytes[i]!;
    // Rejection sampling keeps every character equally likely.
    if (b < 248) out += ALPHABET[b % ALPHABET.length];
  }
  return out.length === length ? out : randomCode(length);
}

/** Public order id: not sequential, so order volume and other shoppers' ids cannot be guessed. */
export const newOrderId = () => `SH${randomCode(10)}`;
