import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) => fileURLToPath(new URL(`../../src/ui/forms/${file}`, import.meta.url));

/**
 * Smaller stand-ins for what rjsf imports, each for one importer only, each file saying why:
 * - fast-uri in @rjsf/utils: a form has no `$ref` or `$id` for it to resolve (localReferences.ts);
 *   ajv, which the Studio and the content tools run, keeps the full URI parser its cross-file
 *   references need;
 * - rjsf's default widgets and templates: only those the app's registry does not replace
 *   (rjsfDefaults/).
 */
const standIns = [
  { importer: '/node_modules/@rjsf/utils/', source: 'fast-uri', to: standIn('localReferences.ts') },
  {
    importer: '/node_modules/@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/widgets/index.js',
    to: standIn('rjsfDefaults/widgets.ts'),
  },
  {
    importer: '/node_modules/@rjsf/core/lib/getDefaultRegistry.js',
    source: './components/templates/index.js',
    to: standIn('rjsfDefaults/templates.ts'),
  },
];

type StandIn = (typeof standIns)[number];

/**
 * Which stand-in an import gets, and afterwards which stand-ins went unused although their
 * importer was built: rjsf then imports something else or from elsewhere, and the build fails
 * instead of silently shipping it again.
 */
export function standInResolver() {
  const importersSeen = new Set<string>();
  const used = new Set<StandIn>();
  return {
    resolve(source: string, importer: string | undefined): string | undefined {
      const applying = standIns.filter((entry) => importer?.includes(entry.importer) === true);
      for (const entry of applying) importersSeen.add(entry.importer);
      const match = applying.find((entry) => entry.source === source);
      if (match) used.add(match);
      return match?.to;
    },
    check(): void {
      const missed = standIns.filter((entry) => importersSeen.has(entry.importer) && !used.has(entry));
      if (missed.length > 0)
        throw new Error(
          `rjsf stand-ins: ${missed.map((entry) => `${entry.importer} no longer imports ${entry.source}`).join('; ')}; update tools/vite/rjsfStandInsPlugin.ts for this version`,
        );
    },
  };
}

export function rjsfStandInsPlugin(): Plugin {
  const resolver = standInResolver();
  return {
    name: 'advisory-rjsf-stand-ins',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => resolver.resolve(source, importer) ?? null,
    buildEnd: (error) => {
      if (!error) resolver.check();
    },
  };
}
