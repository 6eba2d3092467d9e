/**
 * remote-ebill's calls against the gateway's OpenAPI document (docs/deploying.md "Contract tests gate a
 * release"). It makes none yet: the first source file that calls the api client fails this test until its
 * module is listed here with a case for every exported function.
 */
import { describeApiContract } from 'shared-kernel/testing';

describeApiContract('remote-ebill', { sources: __dirname, modules: {}, cases: {} });
