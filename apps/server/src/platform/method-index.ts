import FindMyWay, { type HTTPMethod } from 'find-my-way';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * A second router holding only which methods exist per path, so a request with the wrong method
 * can be told 405 with an Allow header instead of a plain 404.
 */
export class MethodIndex {
  /** Built on the first question (a 404's), not at start: building it costs as much as the app's own router (ADR 0054). */
  #router: ReturnType<typeof FindMyWay> | null = null;
  readonly #routes: Array<[HTTPMethod, string]> = [];

  add(method: string | string[], url: string): void {
    for (const m of Array.isArray(method) ? method : [method]) {
      if (!METHODS.includes(m as HTTPMethod)) continue;
      if (this.#router) this.#router.on(m as HTTPMethod, url, () => {});
      else this.#routes.push([m as HTTPMethod, url]);
    }
  }

  allowedMethods(path: string): string[] {
    if (!this.#router) {
      this.#router = FindMyWay({ ignoreTrailingSlash: true, caseSensitive: true });
      for (const [method, url] of this.#routes.splice(0)) this.#router.on(method, url, () => {});
    }
    const router = this.#router;
    return METHODS.filter((m) => router.find(m, path) !== null);
  }
}
