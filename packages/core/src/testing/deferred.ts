/**
 * A promise and the function that settles it, for holding a request or an answer until a test lets it go:
 * Promise.withResolvers, which Node 20 does not have. Tests only (`@app/core/testing`), not part of core's API.
 */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
