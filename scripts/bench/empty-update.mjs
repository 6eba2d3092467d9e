// The baseline page of bench:transactions (empty-update/index.jsx), built in the same run with the apps' swc
// rule, in the mode the measured list runs in (the harness's build: production unless BENCH_MODE says otherwise),
// React from the host's dependencies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/workspace.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { scriptRule, scriptMinimizer } = require('../../shared-kernel/build/webpack.cjs');

/** Builds the page into a fresh temporary folder (index.html, main.js) and resolves to that folder. */
export function buildEmptyUpdatePage({ production = false } = {}) {
  const outputPath = fs.mkdtempSync(path.join(os.tmpdir(), 'kontor-empty-update-'));
  const config = {
    mode: production ? 'production' : 'development',
    devtool: false,
    context: path.join(ROOT, 'scripts', 'bench', 'empty-update'),
    entry: { main: './index.jsx' },
    target: 'web',
    output: { path: outputPath, filename: '[name].js', publicPath: '/', clean: true },
    resolve: { modules: [path.join(ROOT, 'host', 'node_modules'), 'node_modules'] },
    module: { rules: [scriptRule(production)] },
    optimization: production ? { minimize: true, minimizer: [scriptMinimizer()] } : { minimize: false },
    plugins: [new HtmlWebpackPlugin({ template: './index.html' })],
    performance: { hints: false },
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(outputPath);
    });
  });
}
