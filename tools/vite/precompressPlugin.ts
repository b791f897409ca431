import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(html|js|css|svg|json|txt|map)$/;
/** Below this a compressed twin saves too little to be worth a file. */
const minBytes = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes a .br and a .gz twin beside each text file of a client build, for the server to send as they are. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'advisory-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < minBytes) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
