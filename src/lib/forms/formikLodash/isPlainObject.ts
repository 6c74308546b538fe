/** An object made by `{}`, `new Object()` or `Object.create(null)`: what formik walks into, as lodash decides it. */
export default function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
