/**
 * The charts' height from their number of bars, shared with the page's
 * placeholder so nothing moves when the charts' chunk arrives.
 */
const BAR_ROW_PX = 36;
const AXIS_PX = 40;
/** The split chart's legend under its bars. */
export const LEGEND_PX = 32;

export function chartHeight(bars: number): number {
  return Math.max(bars, 1) * BAR_ROW_PX + AXIS_PX;
}
