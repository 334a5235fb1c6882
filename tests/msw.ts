/**
 * The MSW node server for behaviour tests, re-exported so test files under
 * src/ never import mocks/ themselves (src/ → mocks/ is forbidden by lint).
 */
import { server } from '@mocks/node';

export { server };

/** Records the JSON bodies of the requests whose path ends with `path`. */
export function recordBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}
