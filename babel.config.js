// Babel strips types and JSX only; `npm run typecheck` is the type gate.
// The env name comes from babel-loader (webpack mode) or jest (NODE_ENV=test).
module.exports = (api) => {
  const env = api.env();
  const isTest = env === 'test';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false }],
      ['@babel/preset-react', { runtime: 'automatic', development: env === 'development' }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
  };
};
