/**
 * The classes list, `GET /api/turmas`: one of the network's lists (./lists.ts),
 * page 1 as the director at the baseline and at the large size.
 */
import type { ScaleList } from './lists.ts';

export const TURMAS_LIST = { name: 'turmas', path: '/api/turmas' } as const satisfies ScaleList;
