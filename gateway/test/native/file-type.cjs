// file-type ships ESM only (loaded with Node's require of ES modules, outside jest's vm).
module.exports = require('./native-require.cjs')('file-type');
