import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

// The examples of docs/openapi.json (TypeBox `examples` on the server's schemas) are what the server could send or
// accept: each one fits the schema it illustrates, refs resolved inside the document.

type Node = { [key: string]: unknown };
const document = JSON.parse(readFileSync(path.resolve(__dirname, '../../../docs/openapi.json'), 'utf8')) as Node;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(document, 'openapi.json');

const escape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** [pointer of the schema, example] for every schema `examples` entry and every media type `example`. */
function examplesOf(node: unknown, pointer: string, found: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(node)) node.forEach((item, index) => examplesOf(item, `${pointer}/${index}`, found));
  if (!isNode(node)) return found;
  if (Array.isArray(node.examples) && ('type' in node || 'anyOf' in node || 'allOf' in node || 'oneOf' in node)) {
    for (const example of node.examples) found.push([pointer, example]);
  }
  // A media type's example (@fastify/swagger moves a top-level schema's `examples` there): for a $ref, it
  // illustrates that component.
  if ('example' in node && isNode(node.schema)) {
    const ref = node.schema.$ref;
    found.push([typeof ref === 'string' ? ref.slice(1) : `${pointer}/schema`, node.example]);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'examples' && key !== 'example') examplesOf(value, `${pointer}/${escape(key)}`, found);
  }
  return found;
}

const examples = [...new Map(examplesOf(document, '').map((entry) => [JSON.stringify(entry), entry])).values()];
const components = Object.keys((document.components as { schemas: Node }).schemas);

it('has examples on every component and on the answers', () => {
  const illustrated = new Set(examples.map(([pointer]) => pointer));
  expect(components.filter((name) => !illustrated.has(`/components/schemas/${name}`))).toEqual([]);
});

it.each(examples.map(([pointer, example], index) => [`${pointer} #${index}`, pointer, example]))(
  '%s fits its schema',
  (_name, pointer, example) => {
    const validate = ajv.compile({ $ref: `openapi.json#${pointer as string}` });
    expect(validate(example) ? [] : validate.errors).toEqual([]);
  },
);

it('has an example on every JSON request body', () => {
  type Operation = { requestBody?: { content: Record<string, { example?: unknown }> } };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const withoutExample = Object.entries(paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([, operation]) => {
        const json = operation.requestBody?.content['application/json'];
        return json !== undefined && json.example === undefined;
      })
      .map(([method]) => `${method} ${route}`),
  );
  expect(withoutExample).toEqual([]);
});
