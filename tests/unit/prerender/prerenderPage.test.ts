import { describe, expect, it } from 'vitest';
import { gateMarks } from '../../../src/ui/prerender/gate.ts';
import { gateScript, prerenderPage } from '../../../tools/vite/prerender/prerenderPage.ts';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Venture Advisor</title>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');
const gate = { route: '/consulting', present: [], absent: [] };

describe('prerenderPage', () => {
  it('puts the markup in #root and the gate, its script and the rule that hides a stale page in <head>', () => {
    const page = prerenderPage(template, '<main><h1>Consulting</h1></main>', gate);
    expect(page).toContain('<div id="root"><main><h1>Consulting</h1></main></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<style>html[${gateMarks.stale}] #root{display:none}</style>`);
    expect(head).toContain(`<script type="application/json" ${gateMarks.data}>${JSON.stringify(gate)}</script>`);
    expect(head).toContain(`<script>${gateScript}</script>`);
  });

  it('takes `$` in the markup as text and keeps `</script>` in the gate from closing its element', () => {
    const page = prerenderPage(template, "<p>$100K – $2M+ and $' and $&</p>", {
      ...gate,
      present: ['</script><script>alert(1)</script>'],
    });
    expect(page).toContain("<p>$100K – $2M+ and $' and $&</p>");
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });

  it('refuses a template without exactly one empty #root or without a head', () => {
    expect(() => prerenderPage('<html><head></head><body></body></html>', '', gate)).toThrow(/exactly one/);
    expect(() => prerenderPage('<head></head><div id="root"></div><div id="root"></div>', '', gate)).toThrow(
      /exactly one/,
    );
    expect(() => prerenderPage('<div id="root"></div>', '', gate)).toThrow(/no <\/head>/);
  });
});
