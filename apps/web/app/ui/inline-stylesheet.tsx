import serverStylesheet from 'virtual:store-stylesheet';

const ELEMENT_ID = 'store-stylesheet';

/**
 * The browser bundle carries no copy of the CSS (vite/inline-stylesheet.plugin.ts): it takes the text the
 * server wrote, so the element hydrates with exactly the same content and React never rewrites it.
 */
const stylesheet =
  serverStylesheet ?? (typeof document === 'undefined' ? '' : (document.getElementById(ELEMENT_ID)?.textContent ?? ''));

/** The whole store stylesheet inline in <head>: the first paint needs no second request. */
export function InlineStylesheet({ nonce }: { nonce: string | undefined }) {
  return <style id={ELEMENT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: stylesheet }} />;
}
