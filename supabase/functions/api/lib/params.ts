/** Path parameters: the contract's rule, the same in the mock (mocks/lib/validation.ts). */
export { idParam } from '../../_shared/contract/request-validation.ts';
