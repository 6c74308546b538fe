/** A promise a test settles when it chooses: hold a mocked answer (`holdUntil`) or a lazy import until `release`. */
export function deferred<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
