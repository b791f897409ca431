import { describe, expect, it } from 'vitest';
import { standInResolver } from '../../../tools/vite/rjsfStandInsPlugin.ts';

const rjsfUtils = '/app/node_modules/@rjsf/utils/lib/findSchemaDefinition.js';
const rjsfRegistry = '/app/node_modules/@rjsf/core/lib/getDefaultRegistry.js';

describe("the build's rjsf stand-ins (tools/vite/rjsfStandInsPlugin.ts)", () => {
  it("redirect rjsf's own imports only: ajv keeps the full fast-uri, other modules their own imports", () => {
    const resolver = standInResolver();
    expect(resolver.resolve('fast-uri', rjsfUtils)).toMatch(/src\/ui\/forms\/localReferences\.ts$/);
    expect(resolver.resolve('fast-uri', '/app/node_modules/ajv/dist/compile/resolve.js')).toBeUndefined();
    expect(resolver.resolve('./components/widgets/index.js', rjsfRegistry)).toMatch(/rjsfDefaults\/widgets\.ts$/);
    expect(resolver.resolve('./components/templates/index.js', rjsfRegistry)).toMatch(/rjsfDefaults\/templates\.ts$/);
    expect(resolver.resolve('./components/fields/index.js', rjsfRegistry)).toBeUndefined();
    expect(() => resolver.check()).not.toThrow();
  });

  it('fail the build, naming what rjsf no longer imports, when a built importer never asked for it', () => {
    const resolver = standInResolver();
    resolver.resolve('fast-uri', rjsfUtils);
    resolver.resolve('./components/fields/index.js', rjsfRegistry);
    expect(() => resolver.check()).toThrow(
      'rjsf stand-ins: /node_modules/@rjsf/core/lib/getDefaultRegistry.js no longer imports ./components/widgets/index.js; /node_modules/@rjsf/core/lib/getDefaultRegistry.js no longer imports ./components/templates/index.js; update tools/vite/rjsfStandInsPlugin.ts for this version',
    );
  });

  it('ask nothing of a build without rjsf, such as the server', () => {
    const resolver = standInResolver();
    resolver.resolve('hono', '/app/server/main.ts');
    expect(() => resolver.check()).not.toThrow();
  });
});
