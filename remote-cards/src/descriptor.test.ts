/** The contract of remote-cards (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';
import { screens } from './dev/screens';

jest.mock('shared-kernel/build/webpack', () => ({ createWebpackConfig: (options: unknown) => options }));

// With createWebpackConfig mocked, the config module returns the options it was called with.
const root = path.join(__dirname, '..');
const { exposes } = jest.requireActual(path.join(root, 'webpack.config.cjs')) as {
  exposes: Record<string, string>;
};

describeRemoteContract({ name: 'cards', root, exposes, screens });
