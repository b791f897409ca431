import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// @rjsf/snapshot-tests is written against Vitest's globals (describe, test, vi, ...); this project
// imports them explicitly, so they are lent to the suite here, before it is imported.
Object.assign(globalThis, { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi });
