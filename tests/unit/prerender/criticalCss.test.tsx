import createCache from '@emotion/cache';
import { CacheProvider, ClassNames, keyframes } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { criticalCss } from '../../../src/ui/prerender/criticalCss.ts';

const fadeIn = keyframes`from { opacity: 0; }`;

describe('criticalCss', () => {
  it("keeps the rules the markup's classes name and the keyframes they use, each once, and nothing in the markup", () => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    let unused = '';
    const markup = renderToString(
      <CacheProvider value={cache}>
        <ClassNames>
          {(emotion) => {
            // Like a loading spinner's class: registered while rendering, gone from the final markup.
            unused = emotion.css({ color: 'rebeccapurple' });
            const shown = emotion.css({ color: 'teal', animation: `${fadeIn} 1s` });
            return (
              <main>
                <p className={shown}>one</p>
                <p className={shown}>two</p>
              </main>
            );
          }}
        </ClassNames>
      </CacheProvider>,
    );
    expect(markup).not.toContain('<style');
    const { ids, css } = criticalCss(cache, markup);
    const shownId = /class="css-([^"]+)"/.exec(markup)?.[1];
    expect([...ids].sort()).toEqual([fadeIn.name, shownId].sort());
    expect(css).toContain('color:teal');
    expect(css).toContain(`@keyframes ${fadeIn.name}`);
    expect(css).not.toContain('rebeccapurple');
    expect(unused).toMatch(/^css-/);
    expect(css.match(/color:teal/g)).toHaveLength(1);
  });
});
