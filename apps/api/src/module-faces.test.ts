import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const probePath = join(repoRoot, 'apps/api/src/modules/checkout/face-probe.ts');

/** Lints a file that would sit at `filePath` (the checkout module by default), without writing it, with the repository's own config. */
async function boundaryErrors(source: string, filePath = probePath) {
  // no-cycle follows the file on disk, which a probe never is; every other rule is the repository's config.
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
}

describe('API module faces (lint)', () => {
  it('fails an import of another module’s internals', async () => {
    const errors = await boundaryErrors(
      "import { cartLines } from '../cart/cart.repository.ts';\nexport const probe = cartLines;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('cart/cart.public.ts');
  });

  it('allows the other module’s face and the module’s own files', async () => {
    const errors = await boundaryErrors(
      [
        "import { cartLines } from '../cart/cart.public.ts';",
        "import { quoteOrder } from './order-quote.ts';",
        'export const probe = [cartLines, quoteOrder];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('holds plugins/ and ops/ to the faces too', async () => {
    for (const place of ['plugins/face-probe.ts', 'ops/face-probe.ts']) {
      const path = join(repoRoot, 'apps/api/src', place);
      const inside = await boundaryErrors(
        "import { resolveSession } from '../modules/auth/session.service.ts';\nexport const probe = resolveSession;\n",
        path,
      );
      expect(inside.map((e) => e.message)).toEqual([expect.stringContaining('auth/auth.public.ts')]);
      const face = await boundaryErrors(
        "import { resolveSession } from '../modules/auth/auth.public.ts';\nexport const probe = resolveSession;\n",
        path,
      );
      expect(face).toEqual([]);
    }
  });

  it('keeps lib/ below every module, faces included', async () => {
    const errors = await boundaryErrors(
      "import { resolveSession } from '../modules/auth/auth.public.ts';\nexport const probe = resolveSession;\n",
      join(repoRoot, 'apps/api/src/lib/face-probe.ts'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('lib/ has no domain');
  });
});
