// The fuzz suite, shard 1 of 3 (src/server/test/fuzz.ts): a third of the OpenAPI operations, so that
// the shards run side by side.
import { describe } from 'vitest';
import { fuzzOperations, setUpFuzz } from './test/fuzz.ts';

setUpFuzz();
describe('fuzz: every operation in the OpenAPI document', () => fuzzOperations(1, 3));
