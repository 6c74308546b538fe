/**
 * A shallow copy, as formik's setIn makes of each object or array on a field's path: arrays copied, objects copied with
 * their prototype (a class instance stays one), anything else returned as it is.
 */
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.slice() as T;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
