module.exports = require('./native-require.cjs')('@electric-sql/pglite');
