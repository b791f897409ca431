// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keyIntent } from '../../../src/ui/screens/questionnaire/questionKeys.ts';

function press(
  key: string,
  target: Element,
  keys: Partial<Record<'ctrl' | 'meta' | 'alt' | 'shift' | 'repeat' | 'composing', boolean>> = {},
) {
  return keyIntent({
    key,
    target,
    ctrlKey: keys.ctrl ?? false,
    metaKey: keys.meta ?? false,
    altKey: keys.alt ?? false,
    shiftKey: keys.shift ?? false,
    repeat: keys.repeat ?? false,
    isComposing: keys.composing ?? false,
  });
}

function element(html: string): Element {
  document.body.innerHTML = html;
  const found = document.body.firstElementChild;
  if (!found) throw new Error(html);
  return found;
}

describe('the questionnaire keys', () => {
  it('go on with Enter from a choice, a one-line box, a slider, the heading or the page', () => {
    for (const html of [
      '<input type="radio">',
      '<input type="checkbox">',
      '<input type="text">',
      '<input type="number">',
      '<input type="date">',
      '<select><option>a</option></select>',
      '<div role="slider" tabindex="0"></div>',
      '<h1 tabindex="-1">Problem</h1>',
    ])
      expect([html, press('Enter', element(html))]).toEqual([html, { kind: 'next' }]);
    expect(press('Enter', document.body)).toEqual({ kind: 'next' });
  });

  it('make a new line with Enter in a multi-line answer, and go on with Ctrl or ⌘ + Enter', () => {
    const box = element('<textarea></textarea>');
    expect(press('Enter', box)).toBeNull();
    expect(press('Enter', box, { ctrl: true })).toEqual({ kind: 'next' });
    expect(press('Enter', box, { meta: true })).toEqual({ kind: 'next' });
  });

  it('leave Enter to buttons and links, and ignore Shift, Alt, a held key and an IME composition', () => {
    expect(press('Enter', element('<button>Back</button>'))).toBeNull();
    expect(press('Enter', element('<a href="/">Home</a>'))).toBeNull();
    expect(press('Enter', element('<button><span>Back</span></button>').firstElementChild as Element)).toBeNull();
    const radio = element('<input type="radio">');
    expect(press('Enter', radio, { shift: true })).toBeNull();
    expect(press('Enter', radio, { alt: true })).toBeNull();
    expect(press('Enter', radio, { repeat: true })).toBeNull();
    expect(press('Enter', element('<input type="text">'), { composing: true })).toBeNull();
  });

  it('pick an option by its letter, except while typing into a box or with a modifier', () => {
    expect(press('b', element('<input type="radio">'))).toEqual({ kind: 'pick', letter: 'B' });
    expect(press('C', element('<h1>Team</h1>'))).toEqual({ kind: 'pick', letter: 'C' });
    expect(press('a', document.body)).toEqual({ kind: 'pick', letter: 'A' });
    for (const html of [
      '<input type="text">',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
    ])
      expect([html, press('a', element(html))]).toEqual([html, null]);
    expect(press('a', document.body, { ctrl: true })).toBeNull();
    expect(press('a', document.body, { meta: true })).toBeNull();
    expect(press('1', document.body)).toBeNull();
    expect(press('Tab', document.body)).toBeNull();
  });
});
