// remote-accounts unit tests: the workspace preset (swc, jsdom, Testing Library).
const preset = require('../jest.preset.cjs');

module.exports = { ...preset, rootDir: __dirname };
