import { Type, type TSchema } from 'typebox';
import { validatorCompiler } from './validatorCompiler';

const compile = (schema: TSchema, httpPart: string) =>
  validatorCompiler({ schema, httpPart, method: 'GET', url: '/test' }) as (value: unknown) => { value?: unknown; error?: unknown[] };

describe('validatorCompiler', () => {
  const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) });

  it('checks params made of strings as they came', () => {
    const check = compile(IdParams, 'params');
    const params = { id: 'a'.repeat(24) };
    expect(check(params)).toEqual({ value: params });
    expect(check({ id: 'nope' }).error).toEqual([expect.objectContaining({ instancePath: '/id' })]);
    expect(check({}).error?.length).toBeGreaterThan(0);
  });

  it('still converts querystrings with numbers and booleans, and never converts bodies', () => {
    const query = compile(Type.Object({ offset: Type.Optional(Type.Integer()), name: Type.Optional(Type.String()) }), 'querystring');
    expect(query({ offset: '20', name: 'x' })).toEqual({ value: { offset: 20, name: 'x' } });
    expect(query({ name: 'x' })).toEqual({ value: { name: 'x' } });
    expect(query({})).toEqual({ value: {} });
    expect(query({ offset: 'x' }).error?.length).toBeGreaterThan(0);
    expect(query({ name: ['x', 'y'] }).error?.length).toBeGreaterThan(0);
    const body = compile(Type.Object({ isFavourite: Type.Boolean() }), 'body');
    expect(body({ isFavourite: 'true' }).error?.length).toBeGreaterThan(0);
    expect(body({ isFavourite: true })).toEqual({ value: { isFavourite: true } });
  });
});
