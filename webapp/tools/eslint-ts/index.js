// typescript-eslint needs TypeScript's JavaScript compiler API, which typescript 7 (the native
// compiler the project type-checks with) no longer ships. This package depends on typescript
// 5.9 for the linter alone, and points every `require('typescript')` made inside the ESLint
// process at it (ts-api-utils is hoisted next to typescript 7, so plain resolution would pick
// the wrong one). Nothing else runs in the ESLint process, and the app never imports this.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const typescript5 = require.resolve('typescript');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript5(request, ...rest) {
  if (request === 'typescript') return typescript5;
  return resolveFilename.call(this, request, ...rest);
};

const tseslint = require('typescript-eslint');
export default tseslint;
