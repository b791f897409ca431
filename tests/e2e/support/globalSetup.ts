import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { prebundleDevDependencies } from './prebundledDeps.ts';
import { serverBuilds, variantDir, variants, type Variant } from './variants.ts';

/**
 * The builds come from `npm run test:e2e`; fail early and clearly when they are missing. Then the
 * dev server's dependencies are bundled once for the files that start one (prebundleDevDependencies).
 */
export default async function setup(): Promise<void> {
  for (const variant of Object.keys(variants) as Variant[]) {
    if (!existsSync(join(variantDir(variant), 'index.html'))) {
      throw new Error(`dist-e2e/${variant} is missing: run "npm run test:e2e", which builds it first.`);
    }
  }
  for (const server of serverBuilds) {
    if (!existsSync(server.entry))
      throw new Error(`dist-e2e/${server.name} is missing: run "npm run test:e2e", which builds it first.`);
  }
  await prebundleDevDependencies();
}
