// Jest runs modules in a vm without dynamic import(); PGlite (its WASM) and @fastify/cookie (the ESM `cookie`)
// use import(). A real Node module (jest patches only `createRequire`) loads them outside the vm.
// Tests only: tsx and production import them directly.
const { Module } = require('node:module');

const host = new Module(__filename);
host.filename = __filename;
host.paths = Module._nodeModulePaths(__dirname);

module.exports = (specifier) => host.require(specifier);
