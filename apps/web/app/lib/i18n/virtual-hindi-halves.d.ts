/** The Hindi chunk vite/hindi-halves.plugin.ts generates: every dictionary's Hindi half by its file under app/. */
declare module 'virtual:hindi-halves' {
  const halves: Record<string, object>;
  export default halves;
}
