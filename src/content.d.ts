// Modules served by tools/vite/contentPlugin.ts from the checked content files.
declare module 'virtual:content' {
  const content: import('./engine/content/types.ts').Content;
  export default content;
}

declare module 'virtual:content/shell' {
  const shell: import('./engine/content/types.ts').ContentShell;
  export default shell;
}

declare module 'virtual:content/save-for-later' {
  const texts: import('./engine/content/types.ts').SaveForLaterContent;
  export default texts;
}

// The steps' and fields' messages: every flow's module imports them, no home or static page does.
declare module 'virtual:content/messages' {
  const messages: import('./engine/content/types.ts').AppMessages;
  export default messages;
}

// The app's texts read only once an analysis runs or a flow is finished (loaded then).
declare module 'virtual:content/on-demand' {
  const texts: import('./engine/content/types.ts').OnDemandApp;
  export default texts;
}

// Content split per flow (tools/vite/splitContent.ts): a screen loads its own flow only.
declare module 'virtual:content/loaders' {
  type FlowModule = {
    /** With the app's texts the shell does not hold (loadFlow joins the two). */
    content: Omit<import('./engine/content/types.ts').Content, 'app' | 'language' | 'languages'> & {
      app: import('./engine/content/types.ts').FlowApp;
    };
    validators: import('./engine/validation/types.ts').FlowValidators;
  };
  type ValidatorFunctions = import('@rjsf/validator-ajv8').ValidatorFunctions;
  /** flow id -> its content and compiled store validators. */
  export const flows: Record<string, () => Promise<FlowModule>>;
  /** form id -> rjsf's precompiled validator functions for the form. */
  export const formValidators: Record<string, () => Promise<{ default: ValidatorFunctions }>>;
  /** page id -> its body (virtual:content/page/<id>): a page loads its own only. */
  export const pages: Record<string, () => Promise<{ default: import('./engine/content/types.ts').PageContent }>>;
}
