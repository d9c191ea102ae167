import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LateFont } from './late-fonts';
import { HELD_MODULES_ID, moduleStarter } from './module-starter';

const inter: LateFont = {
  family: 'Inter Variable',
  url: '/assets/inter-store.woff2',
  descriptors: { style: 'normal', weight: '400 700', display: 'swap', unicodeRange: 'U+0020-007E' },
  usedBy: 'body',
};
const switcher: LateFont = {
  family: 'Noto Sans Devanagari Switcher',
  url: '/assets/devanagari-switcher.woff2',
  descriptors: { weight: '400 700', display: 'swap', unicodeRange: 'U+0926' },
  usedBy: "a[hreflang='hi']",
};

/** A FontFace stand-in that records its loading, and a font set that records what was added and when. */
function fakeFonts() {
  const log: string[] = [];
  const loads: { family: string; finish: () => void }[] = [];
  class FakeFontFace {
    status = 'unloaded';
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: object,
    ) {}
    load() {
      log.push(`load ${this.family}`);
      return new Promise<this>((resolve) => {
        loads.push({ family: this.family, finish: () => ((this.status = 'loaded'), resolve(this)) });
      });
    }
  }
  const added: FakeFontFace[] = [];
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => (log.push(`add ${face.family} ${face.status}`), added.push(face)) },
  });
  return { log, loads, added };
}

/** Runs the starter as the page would, with no hero image and no LCP entries: it starts two frames later. */
async function runStarter(fonts: LateFont[]) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="text/x-held-module" id="${HELD_MODULES_ID}">window.ran = 1</script>`;
  const script = document.createElement('script');
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  new Function(moduleStarter(['/assets/entry.js'], fonts))();
  await vi.waitFor(() => expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the module starter’s late fonts', () => {
  it('loads the faces the page uses, then adds every face at once; a face nothing uses is added unloaded', async () => {
    const { log, loads, added } = fakeFonts();
    await runStarter([inter, switcher]);
    expect(log).toEqual(['load Inter Variable']);
    expect(added).toEqual([]);
    loads[0]!.finish();
    await vi.waitFor(() => expect(added).toHaveLength(2));
    expect(log).toEqual([
      'load Inter Variable',
      'add Inter Variable loaded',
      'add Noto Sans Devanagari Switcher unloaded',
    ]);
    expect(added[0]).toMatchObject({
      source: 'url("/assets/inter-store.woff2") format("woff2")',
      descriptors: inter.descriptors,
    });
  });

  it('waits for every face in use, the switcher’s too where the page has the link to Hindi', async () => {
    const { log, loads, added } = fakeFonts();
    document.body.innerHTML = '';
    await runStarter([inter, switcher]);
    document.body.insertAdjacentHTML('beforeend', '<a hreflang="hi" href="/hi">हिन्दी</a>');
    // The link was not there when the starter ran: only Inter was wanted.
    expect(log).toEqual(['load Inter Variable']);
    loads[0]!.finish();
    await vi.waitFor(() => expect(added).toHaveLength(2));
  });

  it('adds the faces even when a load fails, and leaves a browser without FontFace to its fallback', async () => {
    const { added } = fakeFonts();
    const FakeFontFace = globalThis.FontFace as unknown as { prototype: { load: () => Promise<never> } };
    FakeFontFace.prototype.load = () => Promise.reject(new Error('offline'));
    await runStarter([inter]);
    await vi.waitFor(() => expect(added).toHaveLength(1));

    vi.stubGlobal('FontFace', undefined);
    await runStarter([inter]);
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
  });
});
