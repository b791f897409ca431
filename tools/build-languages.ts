/**
 * npm run build (and npm run size) after the English client build: the client in each translated
 * language, into dist/<tag>/ (tools/build/languageBuilds.ts). `--manifest` writes each build's
 * manifest, which npm run size reads.
 */
import { resolve } from 'node:path';
import { buildLanguages } from './build/languageBuilds.ts';

const root = resolve(import.meta.dirname, '..');
const manifest = process.argv.includes('--manifest');
const built = await buildLanguages(root, resolve(root, 'dist'), manifest ? { build: { manifest: true } } : {});
console.log(`built the client in ${built.length ? built.join(', ') : 'no other language'}`);
