import type { ReactNode } from 'react';

/** A fact about a record: its label and its value. */
export type Fact = readonly [term: string, value: ReactNode];

/** The rows of a definition list (`<dl>`): one `<div>` per fact, with its `<dt>` and `<dd>`. */
export function FactRows({ facts }: { facts: readonly Fact[] }) {
  return (
    <>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}
