import lodashClone from 'lodash/clone.js';
import lodashCloneDeep from 'lodash/cloneDeep.js';
import lodashIsPlainObject from 'lodash/isPlainObject.js';
import lodashToPath from 'lodash/toPath.js';
import clone from './clone';
import cloneDeep from './cloneDeep';
import isPlainObject from './isPlainObject';
import toPath from './toPath';

// The stand-ins webpack gives formik for lodash (webpack.config.ts, `formikLodashStandIns`) answer as lodash does on
// what a form holds: names with dots, indices and quoted keys; plain objects, arrays, dates, files and class instances.
class Address {
  constructor(public street = 'Via Roma 1') {}
}
const file = new File(['x'], 'logo.png', { type: 'image/png' });

describe('formik lodash stand-ins', () => {
  it.each([
    'name',
    'friends[0].name',
    'a.b.c',
    'a[0][1]',
    'a["b.c"].d',
    "a['x\\'y']",
    '.a',
    'a..b',
    'a[].b',
    '',
    'tickets[-1]',
    'price[1.5]',
  ])('toPath(%j) splits as lodash does', (name) => {
    expect(toPath(name)).toEqual(lodashToPath(name));
  });

  it('toPath takes an array of keys as it is, as strings', () => {
    expect(toPath(['a', 0, 'b'])).toEqual(lodashToPath(['a', 0, 'b']));
  });

  it.each([
    ['a plain object', { a: 1 }],
    ['an object without prototype', Object.create(null) as object],
    ['an array', [1]],
    ['a date', new Date()],
    ['a class instance', new Address()],
    ['a file', file],
    ['null', null],
    ['a string', 'a'],
  ])('isPlainObject(%s) answers as lodash does', (_name, value) => {
    expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
  });

  it('clone copies the top level only, keeping a class instance one', () => {
    const nested = { street: 'Via Roma 1' };
    const values = { address: nested, tags: ['a'] };
    const copy = clone(values);
    expect(copy).toEqual(lodashClone(values));
    expect(copy).not.toBe(values);
    expect(copy.address).toBe(nested);
    const list = ['a', { b: 1 }];
    expect(clone(list)).toEqual(lodashClone(list));
    expect(clone(list)).not.toBe(list);
    const address = clone(new Address('Via Po 2'));
    expect(address).toBeInstanceOf(Address);
    expect(address.street).toBe('Via Po 2');
    expect(clone('text')).toBe('text');
  });

  it('cloneDeep copies objects, arrays and dates all the way down, and shares a file', () => {
    const values = {
      name: 'Campo',
      members: [{ id: 1, roles: ['coach'] }],
      when: new Date('2026-11-27T10:00:00Z'),
      logo: file,
      missing: null,
    };
    const copy = cloneDeep(values);
    expect(copy).toEqual(lodashCloneDeep(values));
    expect(copy.members).not.toBe(values.members);
    expect(copy.members[0]).not.toBe(values.members[0]);
    expect(copy.members[0].roles).not.toBe(values.members[0].roles);
    expect(copy.when).not.toBe(values.when);
    expect(copy.when.getTime()).toBe(values.when.getTime());
    expect(copy.logo).toBe(file);
    expect(cloneDeep(undefined)).toBeUndefined();
  });
});
