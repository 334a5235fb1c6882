export { FileInput } from './FileInput';
export type { FileInputProps, FileStatus } from './FileInput';
export { UploadProgress } from './UploadProgress';
export type { UploadProgressProps } from './UploadProgress';
export { applyPick, formatFileSize, matchesAccept } from './fileRules';
export { KeptFileItem, KeptFileName } from './KeptFiles';
