// TOOLCHAIN.md: react-router 7 under jsdom needs TextEncoder/TextDecoder from node:util.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined') require('@testing-library/jest-dom');
// waitFor/findBy wait for a condition; 1 s (Testing Library's default) is too short on 2 loaded cores (a form that
// loads its schema and dates and then renders, with the rest of the suite and a browser on the other core). A
// condition that holds ends the wait at once; only a failing test waits the whole time.
if (typeof window !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
