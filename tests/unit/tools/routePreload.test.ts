/**
 * The script the build puts first in index.html: for the route being opened, it modulepreloads
 * the chunks that route renders from (and not what the entry already loads).
 */
import { runInNewContext } from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../../src/engine/content/types.ts';
import { routePreloadScript } from '../../../tools/vite/routePreload.ts';
import { check, shippedFiles } from '../content/support/shippedContent.ts';

const content = check(shippedFiles()).content as Content;

function chunk(fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, facadeModuleId, imports, isEntry };
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', '/app/index.html', ['assets/react.js'], true),
    chunk('assets/react.js', null),
    chunk('assets/Questionnaire.js', '/app/src/ui/screens/questionnaire/QuestionnaireScreenView.tsx', [
      'assets/react.js',
      'assets/steps.js',
    ]),
    chunk('assets/steps.js', null),
    chunk('assets/Form.js', '/app/src/ui/screens/form/FormScreenView.tsx', ['assets/rjsf.js']),
    chunk('assets/rjsf.js', null),
    chunk('assets/Page.js', '/app/src/ui/screens/PageScreen.tsx'),
    chunk('assets/register.js', '/app/src/ui/screens/registerFlow.ts', ['assets/steps.js']),
    chunk('assets/buyer.js', '\0virtual:content/flow/buyer'),
    chunk('assets/buyer-profile.js', '\0virtual:validators/form/buyer-profile'),
  ].map((item) => [item.fileName, item]),
) as unknown as Rollup.OutputBundle;

/** Runs the script as the page would at `pathname`; returns the hrefs it preloads. */
function preloadsAt(pathname: string, built: Rollup.OutputBundle = bundle): string[] {
  const script = routePreloadScript(content, built, '/');
  if (!script) throw new Error('no script');
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => links.push(link) },
  };
  runInNewContext(script, { document, location: { pathname } });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href).sort();
}

describe('the route preload script', () => {
  it("preloads a questionnaire's view, its flow's content and the store registration, beside the entry", () => {
    expect(preloadsAt('/buyer-questions')).toEqual(
      ['/assets/Questionnaire.js', '/assets/steps.js', '/assets/buyer.js', '/assets/register.js'].sort(),
    );
  });

  it("adds a form's precompiled validator on a form route, and ignores a trailing slash", () => {
    expect(preloadsAt('/buyer-profile/')).toEqual(
      [
        '/assets/Form.js',
        '/assets/rjsf.js',
        '/assets/buyer.js',
        '/assets/register.js',
        '/assets/steps.js',
        '/assets/buyer-profile.js',
      ].sort(),
    );
  });

  it('preloads the page view on a static page and nothing on the home page or an unknown path', () => {
    expect(preloadsAt('/privacy')).toEqual(['/assets/Page.js']);
    expect(preloadsAt('/')).toEqual([]);
    expect(preloadsAt('/no-such-page')).toEqual([]);
  });

  it('preloads the app the small entry starts on every route, and lists its chunks once', () => {
    const withApp = {
      ...bundle,
      ...Object.fromEntries(
        [
          chunk('assets/start.js', '/app/src/ui/app/start.tsx', ['assets/react.js', 'assets/chakra.js']),
          chunk('assets/chakra.js', null),
        ].map((item) => [item.fileName, item]),
      ),
    } as unknown as Rollup.OutputBundle;
    expect(preloadsAt('/privacy', withApp)).toEqual(['/assets/Page.js', '/assets/chakra.js', '/assets/start.js']);
    expect(preloadsAt('/', withApp)).toEqual(['/assets/chakra.js', '/assets/start.js']);
    expect(preloadsAt('/no-such-page', withApp)).toEqual(['/assets/chakra.js', '/assets/start.js']);
    expect(routePreloadScript(content, withApp, '/')?.match(/assets\/start\.js/g)).toHaveLength(1);
  });
});
