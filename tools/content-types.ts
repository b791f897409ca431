/** Rewrites the content language's TypeScript types from schemas/content/ (npm run content:types). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypesFile, contentTypesSource } from './content/contentTypes.ts';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, contentTypesFile), await contentTypesSource(root));
console.log(`wrote ${contentTypesFile}`);
