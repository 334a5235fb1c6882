/**
 * The MSW node server for behaviour tests, re-exported so test files under
 * src/ never import mocks/ themselves (src/ → mocks/ is forbidden by lint).
 */
export { server } from '@mocks/node';
