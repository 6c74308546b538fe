import isPlainObject from './isPlainObject';

/**
 * A deep copy of a form's initial values, errors and touched fields: arrays and plain objects copied all the way down,
 * dates copied, anything else (a File, a class instance) shared, as lodash shares what it cannot clone.
 */
export default function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneDeep(item)) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = cloneDeep(value[key]);
  return copy as T;
}
