/**
 * File order for a Vitest run on several workers: the longest files first,
 * so that no worker ends up alone with a long file at the end. Vitest orders
 * by the durations it cached in an earlier run, which a fresh clone does not
 * have; the files named here go first whatever it knows (docs/testing.md has
 * their times).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function longestFirst(longest: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification) => {
    const index = longest.findIndex((file) => spec.moduleId.endsWith(file));
    return index === -1 ? longest.length : index;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const known = await super.sort(files);
      return [...known].sort((a, b) => rank(a) - rank(b));
    }
  };
}

/** The unit suite's longest files (`npm run test:unit`). */
export const UNIT_LONGEST = [
  'tests/contract/contract-api.test.ts',
  'tests/contract/contract-mock.test.ts',
  'tests/contract/fuzz.test.ts',
] as const;

/** The browser suite's longest specs (`npm run test:e2e`). */
export const E2E_LONGEST = ['tests/e2e/stories.e2e.ts', 'tests/e2e/roles.e2e.ts', 'tests/e2e/session.e2e.ts'] as const;
