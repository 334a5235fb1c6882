/**
 * What kind of backend the app runs against. In mock mode the bootstrap
 * (src/main.tsx) hands over the demo controls; screens read them from here
 * and never import the mock itself.
 */
import { createContext, useContext } from 'react';

export interface DemoLogin {
  readonly login: string;
  readonly password: string;
  readonly type: number;
  readonly label: string;
}

export type BackendMode =
  | { readonly kind: 'remote' }
  | {
      readonly kind: 'mock';
      readonly demoLogins: readonly DemoLogin[];
      readonly resetDemoData: () => Promise<void>;
    };

export const BackendModeContext = createContext<BackendMode>({ kind: 'remote' });

export function useBackendMode(): BackendMode {
  return useContext(BackendModeContext);
}
