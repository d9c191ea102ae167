/**
 * The Hindi halves of the dictionaries, kept out of English pages (vite/hindi-halves.plugin.ts, docs/decisions.md
 * 'Hindi halves in their own chunk'). In the browser build each dictionary's `const hi = {...}` becomes
 * `hindiHalf('<file>')`: a stand-in that reads the real half from here once `loadHindi()` has fetched the one
 * Hindi chunk. entry.client.tsx awaits it before hydrating a Hindi page, root.tsx's client middleware before
 * any navigation into /hi; the server build keeps both halves and never comes here.
 */
const halves: Record<string, object> = {};
let loading: Promise<void> | undefined;

/** Fetches the Hindi chunk (once) and files its halves by dictionary. */
export function loadHindi(): Promise<void> {
  loading ??= import('virtual:hindi-halves').then(
    (chunk) => void Object.assign(halves, chunk.default),
    (error: unknown) => {
      loading = undefined; // a flaky connection: the next navigation tries again
      throw error;
    },
  );
  return loading;
}

/** A dictionary's Hindi half, read through on every access so it can be created before the chunk has arrived. */
export function hindiHalf<E extends object>(file: string): E {
  const half = (): object => {
    const found = halves[file];
    if (!found) throw new Error(`Hindi texts of ${file} read before loadHindi() finished`);
    return found;
  };
  return new Proxy({} as E, {
    get: (_, key) => Reflect.get(half(), key),
    has: (_, key) => Reflect.has(half(), key),
    ownKeys: () => Reflect.ownKeys(half()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(half(), key),
  });
}
