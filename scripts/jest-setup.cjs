// TOOLCHAIN.md: react-router 7 under jsdom needs TextEncoder/TextDecoder from node:util.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof window !== 'undefined') require('@testing-library/jest-dom');
