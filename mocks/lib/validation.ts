/**
 * Request validation with the contract's own schemas (request-validation.ts,
 * the api's rule too). The first issue becomes the 400 answer: the schema's
 * Portuguese message when it has one, otherwise zod's Brazilian-Portuguese
 * message prefixed with the field.
 */
export { idParam, parseOrThrow } from '@contract/request-validation';
