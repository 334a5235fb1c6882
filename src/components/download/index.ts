export { saveFile, type SaveOutcome } from './save-file';
