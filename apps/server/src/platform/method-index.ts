import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A second router holding only which methods exist per path, so a request with the wrong method
 * can be told 405 with an Allow header instead of a plain 404.
 */
export class MethodIndex {
  readonly #router = FindMyWay({ ignoreTrailingSlash: true, caseSensitive: true });

  add(method: string | string[], url: string): void {
    for (const m of Array.isArray(method) ? method : [method]) {
      if (METHODS.includes(m as HTTPMethod)) this.#router.on(m as HTTPMethod, url, () => {});
    }
  }

  allowedMethods(path: string): string[] {
    return METHODS.filter((m) => this.#router.find(m, path) !== null);
  }
}
