/**
 * The REST contract of Escola: every endpoint of the product spec, section 7.
 * Import from here (`@contract` in the frontend and mocks).
 */
import * as session from './session.ts';
import * as users from './users.ts';
import * as schools from './schools.ts';
import * as classes from './classes.ts';
import * as enrolments from './enrolments.ts';
import * as courses from './courses.ts';
import * as finance from './finance.ts';
import * as materials from './materials.ts';
import * as classroom from './classroom.ts';
import type { EndpointDef } from './http.ts';

export * from './common.ts';
export * from './entities.ts';
export * from './http.ts';
export * from './routes.ts';
export * from './validators.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './request-validation.ts';
export * from './uploads.ts';
export * from './secrets.ts';
export * from './session.ts';
export * from './users.ts';
export * from './schools.ts';
export * from './classes.ts';
export * from './enrolments.ts';
export * from './courses.ts';
export * from './finance.ts';
export * from './materials.ts';
export * from './classroom.ts';

const modules = { session, users, schools, classes, enrolments, courses, finance, materials, classroom };

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}

/** Every declared endpoint, by domain (used by docs and the contract tests). */
export const ENDPOINTS_BY_DOMAIN: Readonly<Record<string, readonly EndpointDef[]>> = Object.fromEntries(
  Object.entries(modules).map(([domain, mod]) => [domain, Object.values(mod).filter(isEndpoint)]),
);

export const ALL_ENDPOINTS: readonly EndpointDef[] = Object.values(ENDPOINTS_BY_DOMAIN).flat();
