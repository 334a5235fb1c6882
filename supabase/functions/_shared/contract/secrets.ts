/** Keys no answer may ever carry, at any depth. */
export const SECRET_KEY = /pass|senha|hash|encrypted/i;

/** JSON paths of every secret-looking key in a value (empty when clean). */
export function findSecretKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => findSecretKeys(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    ...(SECRET_KEY.test(key) ? [`${path}.${key}`] : []),
    ...findSecretKeys(v, `${path}.${key}`),
  ]);
}
