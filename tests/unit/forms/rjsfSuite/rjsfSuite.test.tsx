// @vitest-environment jsdom
import './suiteGlobals.ts';
import { arrayTests, formTests, gridTests, objectTests } from '@rjsf/snapshot-tests';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { leftovers } from './leftovers.ts';
import { ThemedForm } from './ThemedForm.tsx';

// Every case is also read for what rjsf's default markup would leave behind, then unmounted
// (Testing Library cleans up by itself only when Vitest's globals are on).
afterEach(async () => {
  const found = await leftovers(document.body);
  cleanup();
  expect(found).toEqual([]);
});

// rjsf's own theme test suite (the one every official theme runs), on the app's theme. Our
// GridTemplate reads `span` (of 12 columns) from a column's options.
formTests(ThemedForm);
arrayTests(ThemedForm);
objectTests(ThemedForm);
gridTests(ThemedForm, {
  ColumnWidthAll: { span: 12 },
  ColumnWidth4: { span: 4 },
  ColumnWidth6: { span: 6 },
  ColumnWidth8: { span: 8 },
});
