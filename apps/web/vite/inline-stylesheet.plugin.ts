import type { Plugin } from 'vite';

const ID = 'virtual:store-stylesheet';
const RESOLVED = `\0${ID}`;
const STYLESHEET = new URL('../app/app.css', import.meta.url).pathname;

/**
 * The store's stylesheet, written into the page's <head> instead of linked (`virtual:store-stylesheet`, read by
 * root.tsx). A linked stylesheet blocks the first paint for one more round trip on a slow phone network (on
 * HTTP/1.1 it also waits behind the modulepreloaded scripts for a connection); inline it paints with the HTML.
 * The server render gets the compiled CSS as a string; the browser bundle gets none (the text is already in the
 * page it hydrates), so no JavaScript grows. In development the browser also imports the sheet, for hot reload.
 */
export function inlineStylesheet(): Plugin {
  let dev = false;
  return {
    name: 'shringar:inline-stylesheet',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (this.environment.config.consumer === 'server')
        return `export { default } from ${JSON.stringify(`${STYLESHEET}?inline`)};`;
      return dev ? `import ${JSON.stringify(STYLESHEET)};\nexport default undefined;` : 'export default undefined;';
    },
  };
}
