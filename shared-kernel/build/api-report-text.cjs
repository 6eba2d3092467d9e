/** Text rules shared by the API report's making (api-report.cjs) and its comparison (api-report-compare.cjs). */
const DECLARATION =
  /^(export )?(?:declare )?(?:default )?(?:abstract )?(?:const|let|var|function|class|interface|type|enum|namespace|module) ([\w$]+)/;

/** Sorting names as people read them: case-insensitive first, then exactly. */
const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a, b) => byText(a.toLowerCase(), b.toLowerCase()) || byText(a, b);

module.exports = { DECLARATION, byText, byName };
