import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest, longest first, from a fresh CI on 2 cores (docs/testing.md).
 * Without a cache of earlier runs (a fresh clone) vitest starts the largest files first, which left
 * the small file with the one-minute rate-limit window and the Studio's long test to start late and
 * run alone at the end.
 */
const slowest = [
  'studio.e2e.ts',
  'server-limits.e2e.ts',
  'founder.e2e.ts',
  'kept-result.e2e.ts',
  'server.e2e.ts',
  'buyer.e2e.ts',
  'product.e2e.ts',
  'save-for-later.e2e.ts',
  'studio-views.e2e.ts',
  'ai-replies.e2e.ts',
];

/** Vitest's order (failed first, then longest or largest first), with the slowest files above moved to the front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = slowest.indexOf(basename(file.moduleId));
      return at === -1 ? slowest.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
