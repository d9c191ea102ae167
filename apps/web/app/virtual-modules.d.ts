/** The compiled store stylesheet on the server, undefined in the browser (vite/inline-stylesheet.plugin.ts). */
declare module 'virtual:store-stylesheet' {
  const css: string | undefined;
  export default css;
}
