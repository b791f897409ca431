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
const gate = { route: '/consulting', present: [], absent: [], plainTitle: 'Venture Advisor' };
const rendered = (markup: string) => ({ markup });

describe('prerenderPage', () => {
  it('puts the markup in #root, and in <head> the gate, its script and the rule that hides a stale page', () => {
    const page = prerenderPage(template, rendered('<main class="s-a1"><h1>Consulting</h1></main>'), gate);
    expect(page).toContain('<div id="root"><main class="s-a1"><h1>Consulting</h1></main></div>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<style>html[${gateMarks.stale}] #root{display:none}</style>`);
    expect(head).toContain(`<script type="application/json" ${gateMarks.data}>${JSON.stringify(gate)}</script>`);
    expect(head).toContain(`<script>${gateScript}</script>`);
  });

  it('takes `$` in the markup as text, and no `</script>` closes its element early', () => {
    const page = prerenderPage(template, rendered("<p>$100K – $2M+ and $' and $&</p>"), {
      ...gate,
      present: ['</script><script>alert(1)</script>'],
    });
    expect(page).toContain("<p>$100K – $2M+ and $' and $&</p>");
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });

  it("names the page with its screen's title, written as text, and keeps the template's when the screen has none", () => {
    const named = prerenderPage(template, { ...rendered(''), title: 'Terms & <Conditions> · Venture Advisor' }, gate);
    expect(named).toContain('<title>Terms &amp; &lt;Conditions> · Venture Advisor</title>');
    expect(named).not.toContain('<title>Venture Advisor</title>');
    expect(prerenderPage(template, rendered(''), gate)).toContain('<title>Venture Advisor</title>');
    expect(() => prerenderPage(template.replace(/<title>.*<\/title>/, ''), rendered(''), gate)).toThrow(/no <title>/);
  });

  it('refuses a template without exactly one empty #root or without a head', () => {
    expect(() => prerenderPage('<html><head></head><body></body></html>', rendered(''), gate)).toThrow(/exactly one/);
    expect(() => prerenderPage('<head></head><div id="root"></div><div id="root"></div>', rendered(''), gate)).toThrow(
      /exactly one/,
    );
    expect(() => prerenderPage('<div id="root"></div>', rendered(''), gate)).toThrow(/no <\/head>/);
  });
});
