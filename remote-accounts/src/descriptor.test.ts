/** The contract of remote-accounts (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';

describeRemoteContract({ name: 'accounts', root: path.join(__dirname, '..') });
