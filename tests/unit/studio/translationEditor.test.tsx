// @vitest-environment jsdom
/**
 * The Studio's translation editor over fixture content: the collect-flow fixture's English beside a
 * Spanish catalog part done (tests/fixtures/translation-sheet: one entry stale, the rest missing or
 * current). It lists what needs work, marks missing and stale texts, writes what is typed into the
 * same translations/es.yaml with the fingerprint of the English it was made from (comments kept),
 * and says when a translation drops or invents a placeholder.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { englishTexts } from '../../../src/checker/translations/englishTexts.ts';
import { catalogTexts, textsToTranslate } from '../../../src/checker/translations/translationRows.ts';
import { fileText } from '../../../src/studio/model/fileText.ts';
import { createStudioStore, type StudioStore } from '../../../src/studio/model/studioStore.ts';
import { TranslationEditor } from '../../../src/studio/view/TranslationEditor.tsx';
import { StudioStoreContext } from '../../../src/studio/view/useStudio.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const english = englishTexts(readContentFiles(resolve(root, 'tests/fixtures/collect-flow')), readContentSchemas(root));
const file = 'translations/es.yaml';
const catalog = readFileSync(resolve(root, 'tests/fixtures/translation-sheet/translations/es.yaml'), 'utf8');
const flow = 'flows/feedback.yaml';

function open(): StudioStore {
  const store = createStudioStore();
  store.getState().setFiles([{ file, text: catalog, version: '1' }], { [file]: parse(catalog) });
  render(
    <ChakraProvider value={defaultSystem}>
      <StudioStoreContext.Provider value={store}>
        <TranslationEditor file={file} english={english} />
      </StudioStoreContext.Provider>
    </ChakraProvider>,
  );
  return store;
}

function entryOf(store: StudioStore, place: string) {
  return catalogTexts(fileText(store.getState().loaded[file]!, store.getState().data[file]))[flow]?.[place];
}

/** The list item of a text, found by its place in the English file. */
function rowOf(place: string): HTMLElement {
  return screen.getByText(place, { selector: 'p' }).closest('li') as HTMLElement;
}

const englishOf = (place: string) =>
  english.flatMap((entry) => entry.texts).find((text) => text.key === place) as { text: string; from: string };

afterEach(cleanup);

describe('the Studio translation editor', () => {
  it('counts and lists what needs work in the English file first chosen', () => {
    open();
    const work = textsToTranslate(english, catalogTexts(catalog));
    const stale = work.filter((text) => text.status === 'stale').length;
    const total = english.reduce((sum, entry) => sum + entry.texts.length, 0);
    expect(screen.getByRole('status').textContent).toBe(
      `${total} texts: ${work.length - stale} missing, ${stale} stale, ${total - work.length} translated.`,
    );
    expect(screen.getByRole('combobox', { name: 'English file' })).toHaveProperty('value', flow);
    const listed = screen.getAllByRole('listitem');
    expect(listed).toHaveLength(work.filter((text) => text.file === flow).length);
    expect(within(rowOf('screens.contact.title')).getByText('Stale')).toBeTruthy();
    expect(screen.queryByText('card.title', { selector: 'p' })).toBeNull();
  });

  it('writes a typed translation with the English it was made from, and keeps the row listed', () => {
    const store = open();
    const place = 'screens.contact.title';
    const box = within(rowOf(place)).getByRole('textbox', { name: 'Español' });
    expect(box).toHaveProperty('value', 'Sobre ti (antiguo)');
    fireEvent.change(box, { target: { value: 'Sobre ti' } });
    expect(entryOf(store, place)).toEqual({ from: englishOf(place).from, text: 'Sobre ti' });
    expect(within(rowOf(place)).getByText('Translated')).toBeTruthy();
    // Comments of the file are kept when the edit is written.
    expect(fileText(store.getState().loaded[file]!, store.getState().data[file])).toContain(
      '# The card on the home page.',
    );
  });

  it('keeps a stale translation as it is, made from the English now, on request', () => {
    const store = open();
    const place = 'screens.contact.title';
    fireEvent.click(within(rowOf(place)).getByRole('button', { name: 'Still right for this English' }));
    expect(entryOf(store, place)).toEqual({ from: englishOf(place).from, text: 'Sobre ti (antiguo)' });
  });

  it('says which placeholder a translation drops or invents', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'All texts' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'English file' }), {
      target: { value: 'prompts/feedback.yaml' },
    });
    const row = rowOf('messages.failed');
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: 'No se pudo leer: {mensaje}.' } });
    expect(
      within(row).getByText("Keep the English text's placeholder {message}. {mensaje} is not in the English text."),
    ).toBeTruthy();
  });

  it('removes an entry emptied, so the text reads as missing again', () => {
    const store = open();
    fireEvent.click(screen.getByRole('button', { name: 'All texts' }));
    const place = 'card.title';
    fireEvent.change(within(rowOf(place)).getByRole('textbox'), { target: { value: '' } });
    expect(entryOf(store, place)).toBeUndefined();
    expect(within(rowOf(place)).getByText('Missing')).toBeTruthy();
    store.temporal.getState().undo();
    expect(entryOf(store, place)?.text).toBe('Danos tu opinión');
  });
});
