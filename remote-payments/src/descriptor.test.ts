/** The contract of remote-payments (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';

describeRemoteContract({ name: 'payments', root: path.join(__dirname, '..') });
