export { Card } from './Card';
export type { CardProps } from './Card';
export { StatTitle, StatValue } from './Stat';
export { FactRows } from './FactRows';
export type { Fact } from './FactRows';
