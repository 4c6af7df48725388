/** Built by vite.config.ts's fontAwesomeIconIndex(): one 'name|styles|terms' line per Font Awesome Free icon. */
declare module 'virtual:fa-icon-index' {
  const index: string;
  export default index;
}
