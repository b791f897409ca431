// Modules served by tools/vite/contentPlugin.ts from the checked content files.
declare module 'virtual:content' {
  const content: import('./engine/content/types.ts').Content;
  export default content;
}

declare module 'virtual:content/shell' {
  const shell: import('./engine/content/types.ts').ContentShell;
  export default shell;
}

declare module 'virtual:content/pages' {
  const pages: import('./engine/content/types.ts').PageContent[];
  export default pages;
}
