// The unit suite's mocha configuration (`npm run test:unit`, `npx mocha`). Its spec is the whole suite unless the
// command line names files of its own (test/harness/unitSpec.cjs): `npm run test:unit -- <file or glob>` runs just
// that.
'use strict';
const { unitSpec } = require('./test/harness/unitSpec.cjs');

module.exports = {
  require: ['tsx/cjs', 'test/unit/rootHooks.ts'],
  spec: unitSpec(process.argv.slice(2)),
  extension: ['ts'],
  timeout: 120000,
  forbidOnly: true,
};
