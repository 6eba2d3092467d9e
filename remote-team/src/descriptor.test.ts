/** The contract of remote-team (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';

describeRemoteContract({ name: 'team', root: path.join(__dirname, '..') });
