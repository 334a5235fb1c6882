export { FormActions } from './FormActions';
