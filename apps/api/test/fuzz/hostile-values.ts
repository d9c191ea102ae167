import fc from 'fast-check';

/**
 * What an attacker types into a field: wrong types, numbers at and past every limit, scripts and SQL, Unicode
 * from every plane, control characters, oversized strings and deeply nested structures.
 */

/**
 * Control characters (NUL, escapes, DEL, C1). The schemas' text rule refuses them with a 400 naming the field;
 * set FUZZ_CONTROL_CHARACTERS=0 to leave them out (to look at the other classes alone).
 */
export const includeControlCharacters = process.env.FUZZ_CONTROL_CHARACTERS !== '0';

const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
);
const hasControlCharacter = (s: string) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(s);

/**
 * How to spoil a valid text value while keeping it nearly valid, so it passes the first checks and reaches the
 * handler and the database: a control character inside it (when included), characters from other planes, a
 * right-to-left override, or padding past any column's length.
 */
export const nearlyValidText: fc.Arbitrary<(valid: string) => string> = fc.oneof(
  ...(includeControlCharacters
    ? [
        fc.tuple(fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0085'), fc.nat()).map(
          ([c, at]) =>
            (v: string) =>
              v.slice(0, at % (v.length + 1)) + c + v.slice(at % (v.length + 1)),
        ),
      ]
    : []),
  fc.constantFrom(
    (v: string) => `${v}😀‍👩🏽‍💻`,
    (v: string) => `${v}\u202e`,
    (v: string) => `${v}${'स'.repeat(3000)}`,
    (v: string) => ` ${v} `,
  ),
);

/** Strings that have broken parsers, queries and templates before. */
const knownBad = [
  "' OR '1'='1",
  "1' OR 1=1--",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(5); --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  "\\'",
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '00',
  '0x1F',
  ' 1 ',
  '1.5',
  '99999999999999999999999999',
  '-9223372036854775809',
  '9876543210',
  '+919876543210',
  '400001',
  'SH0000000000',
  'नमस्ते',
  'தமிழ்',
  '👩🏽‍💻🇮🇳',
  '\u202eevil',
  '\ufeff',
  '\u200b',
  'Ω≈ç√∫',
  '\ud83d',
  '😀'.repeat(300),
  'a'.repeat(5000),
  'true',
  '[]',
  '{}',
];

const plainText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...knownBad),
  fc.string({ minLength: 2000, maxLength: 70_000, unit: fc.constantFrom('a', 'स', '😀', ' ') }),
);

/** A hostile string; with control characters (unless turned off). */
export const hostileString: fc.Arbitrary<string> = includeControlCharacters
  ? fc.oneof(
      { weight: 4, arbitrary: plainText },
      { weight: 1, arbitrary: fc.tuple(plainText, controlCharacter, plainText).map(([a, c, b]) => a + c + b) },
    )
  : plainText.filter((s) => !hasControlCharacter(s));

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.0000001,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, objects with hostile keys (prototype keys included). */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor')),
    tie('value'),
    {
      maxKeys: 5,
    },
  ),
})).value;

/** Structures nested far deeper than any schema: parsers and validators must not recurse into a crash. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 1000 }), fc.boolean())
  .map(([depth, asArrays]) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i++) value = asArrays ? [value] : { a: value };
    return value;
  });

/** A wide object or array (many keys, many items): schemas must bound what they accept. */
export const oversized: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.integer({ min: 500, max: 5000 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
);

/** A value for one field of a request: usually a scalar of the wrong kind, sometimes a structure. */
export const hostileField: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 2, arbitrary: hostileJson },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: oversized },
);

/** Text for a URL segment or query value (what a URL can carry is text). */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  hostileNumber.map(String),
  fc.constantFrom('', ' ', '%00', '%ZZ', '..', '.', '%2e%2e%2f', '1 OR 1=1', "1'"),
);

/** A header value a client can send (visible ASCII; Node refuses anything else before the app sees it). */
export const hostileHeaderText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 }),
  fc.constantFrom("' OR '1'='1", 'a'.repeat(8000), '', '__proto__'),
);
