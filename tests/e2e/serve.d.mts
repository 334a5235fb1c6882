/** Types of serve.mjs for the TypeScript specs. */
export interface StaticServer {
  readonly url: string;
  close(): Promise<void>;
}

export function serveStatic(dir: string, options?: { port?: number; host?: string }): Promise<StaticServer>;
