/**
 * The data scope per role (product spec, section 6): the table lives in the
 * contract, read by both backends and the screens alike.
 */
export * from '@contract/access';
