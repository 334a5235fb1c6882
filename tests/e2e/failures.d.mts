export declare const FAILURE_SCREENSHOT_DIR: string;
export declare function failureScreenshotPath(fullName: string): string;
