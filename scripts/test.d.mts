/** Types of scripts/test.mjs for the TypeScript tests. */
export interface Failure {
  readonly name: string;
  readonly file: string;
  readonly message: string;
  readonly screenshot: string | null;
}
export interface Report {
  readonly seconds: number | null;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly failures: readonly Failure[];
}
export interface Row {
  readonly label: string;
  readonly code: number;
  readonly report: Omit<Report, 'seconds'> | null;
  readonly seconds: number;
  readonly wall: number;
}
export declare const RESULTS_DIR: string;
export declare function jsonReporter(name: string): string[];
export declare function readReport(file: string): Report | null;
export declare function summarize(rows: readonly Row[]): { text: string; ok: boolean };
