type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys: two copies of one schema compare equal whatever order their keys were written in. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
    .join(',')}}`;
}

/**
 * Makes every schema that carries a `title` (an entity: `Type.Object({...}, { title: 'Message' })`) one entry of
 * `components.schemas` and every copy of it a `$ref`, inner entities first. The route schemas stay whole TypeBox
 * objects (validation, serialisation and the handlers' types are untouched); only the document refers. Two
 * different schemas under one title are a mistake and stop the build of the document. Schemas inside `x-`
 * extensions (the live messages of /api/ws) are copied by @fastify/swagger as written, not converted like the
 * operations' own: there a title already lifted from the operations is taken as the same entity.
 */
export function titledSchemasAsComponents<T extends object>(document: T): T {
  const doc = structuredClone(document) as unknown as JsonObject;
  const found = new Map<string, { schema: JsonObject; text: string }>();

  const lift = (node: Json, inExtension: boolean): Json => {
    if (Array.isArray(node)) return node.map((item) => lift(item, inExtension));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'example') out[key] = value;
      else if (key.startsWith('x-') && !inExtension) extensions.push([out, key, value]);
      else out[key] = lift(value, inExtension);
    }
    const title = out.title;
    if (typeof title !== 'string') return out;
    const text = canonical(out);
    const known = found.get(title);
    if (known && known.text !== text && !inExtension) {
      throw new Error(`OpenAPI: two different schemas are titled "${title}"; give one of them another title`);
    }
    if (!known) found.set(title, { schema: out, text });
    return { $ref: `#/components/schemas/${title}` };
  };

  const extensions: [JsonObject, string, Json][] = [];
  doc.paths = lift(doc.paths ?? {}, false);
  for (const [owner, key, value] of extensions) owner[key] = lift(value, true);
  const components = isObject(doc.components) ? doc.components : {};
  const schemas: JsonObject = isObject(components.schemas) ? { ...components.schemas } : {};
  for (const title of [...found.keys()].sort()) schemas[title] = found.get(title)!.schema;
  doc.components = { ...components, schemas };
  return doc as unknown as T;
}
