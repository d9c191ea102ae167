// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkFiles, type ViteManifest } from './hindi-chunk-preloads.ts';

/** The shape Vite writes: a virtual module keyed by its id, shared chunks by `_file`. */
const manifest: ViteManifest = {
  'virtual:hindi-halves': {
    file: 'assets/_virtual_hindi-halves-CsEfpYA2.js',
    src: 'virtual:hindi-halves',
    imports: ['_shared-A1.js', '_format-B2.js'],
  },
  '_shared-A1.js': { file: 'assets/shared-A1.js', imports: ['_format-B2.js'] },
  '_format-B2.js': { file: 'assets/format-B2.js' },
  'app/root.tsx': { file: 'assets/root-C3.js', src: 'app/root.tsx', imports: ['_shared-A1.js'] },
};

describe("the Hindi chunk's files from the client build's manifest", () => {
  it('finds the chunk by its source id and adds what it imports, each once, under the base', () => {
    expect(chunkFiles(manifest, 'virtual:hindi-halves', '/')).toEqual([
      '/assets/_virtual_hindi-halves-CsEfpYA2.js',
      '/assets/shared-A1.js',
      '/assets/format-B2.js',
    ]);
    expect(chunkFiles(manifest, 'virtual:hindi-halves', '/store/')[0]).toBe(
      '/store/assets/_virtual_hindi-halves-CsEfpYA2.js',
    );
  });

  it('finds it by `src` when the key differs, and fails the build when it is missing', () => {
    const { 'virtual:hindi-halves': chunk, ...rest } = manifest;
    expect(
      chunkFiles({ ...rest, '_virtual_hindi-halves-CsEfpYA2.js': chunk! }, 'virtual:hindi-halves', '/'),
    ).toHaveLength(3);
    expect(() => chunkFiles(rest, 'virtual:hindi-halves', '/')).toThrow(/no chunk for virtual:hindi-halves/);
  });
});
