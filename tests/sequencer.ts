/**
 * The unit suite's file order: the longest files first, so that on two
 * workers neither ends up alone with a long file at the end. Vitest orders by
 * the durations it cached in an earlier run, which a fresh clone does not
 * have; these go first whatever it knows (docs/testing.md has their times).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'tests/contract/contract-api.test.ts',
  'tests/contract/contract-mock.test.ts',
  'tests/contract/fuzz.test.ts',
] as const;

const rank = (spec: TestSpecification) => {
  const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONGEST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = await super.sort(files);
    return [...known].sort((a, b) => rank(a) - rank(b));
  }
}
