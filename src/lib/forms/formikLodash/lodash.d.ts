// lodash itself, which the stand-ins' test compares them with (formik depends on it; no @types/lodash here).
declare module 'lodash/clone.js' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash/cloneDeep.js' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash/isPlainObject.js' {
  export default function isPlainObject(value: unknown): boolean;
}
declare module 'lodash/toPath.js' {
  export default function toPath(value: unknown): string[];
}
