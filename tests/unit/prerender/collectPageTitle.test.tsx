import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CollectPageTitle, usePageTitle } from '../../../src/ui/components/usePageTitle.ts';

function Screen({ title }: { title: string }) {
  usePageTitle(title, 'Venture Advisor');
  return <h1>{title}</h1>;
}

describe('the page title at build time', () => {
  it('is collected from the rendered screen, where no effect runs to set document.title', () => {
    const collected: string[] = [];
    renderToString(
      <CollectPageTitle value={(title) => collected.push(title)}>
        <Screen title="Expert Startup Consulting" />
      </CollectPageTitle>,
    );
    expect(collected).toEqual(['Expert Startup Consulting · Venture Advisor']);
  });
});
