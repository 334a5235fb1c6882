/** Typed Redux hooks. The state is exactly the API slice plus the session. */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from './base-api';
import type { SessionState } from './session';

export interface RootState {
  readonly api: ReturnType<typeof baseApi.reducer>;
  readonly session: SessionState;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
