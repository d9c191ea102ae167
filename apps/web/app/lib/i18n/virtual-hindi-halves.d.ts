/** The Hindi chunk vite/hindi-halves.plugin.ts generates: every dictionary's Hindi half by its file under app/. */
declare module 'virtual:hindi-halves' {
  const halves: Record<string, object>;
  export default halves;
}

/** The server's list of the Hindi chunk's URLs in the client build (empty in dev), from vite/hindi-halves.plugin.ts. */
declare module 'virtual:hindi-chunk-preloads' {
  const urls: string[];
  export default urls;
}
