/** The contract of remote-onboarding (shared-kernel/testing describeRemoteContract says what it checks). */
import path from 'node:path';
import { describeRemoteContract } from 'shared-kernel/testing';

describeRemoteContract({ name: 'onboarding', root: path.join(__dirname, '..') });
