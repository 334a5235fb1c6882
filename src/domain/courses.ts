/** The course catalogue and the course → material category map live in the contract (the api filters by them too). */
export * from '@contract/rules/cursos';
