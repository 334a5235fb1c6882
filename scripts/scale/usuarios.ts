/**
 * The users list, `GET /api/users`: one of the network's lists (./lists.ts),
 * page 1 as the director at the baseline and at the large size.
 */
import type { ScaleList } from './lists.ts';

export const USUARIOS_LIST = { name: 'users', path: '/api/users' } as const satisfies ScaleList;
