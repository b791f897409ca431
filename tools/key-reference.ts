/**
 * npm run docs:keys
 * Rewrites the key tables of the guide's key reference (docs/guide/key-reference.md) from the `description`s and types in
 * schemas/content/*.schema.json. Run it after adding or describing a key; a unit test fails while
 * the committed tables differ from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generatedKeyReference, keyReferencePage } from './content/keyReference.ts';

const root = resolve(import.meta.dirname, '..');
try {
  writeFileSync(join(root, keyReferencePage), await generatedKeyReference(root));
  console.log(`wrote the key tables of ${keyReferencePage}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
