/** The many-file uploads of the audio form: the shared hook (src/api/use-upload-list.ts). */
export { useUploadList, type UploadEntry, type UploadList, type UploadStatus } from '@/api/use-upload-list';
