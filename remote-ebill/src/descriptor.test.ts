/** The contract of remote-ebill (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';

describeRemoteContract({ name: 'ebill', root: path.join(__dirname, '..') });
