import { afterEach, expect } from 'vitest';
import { takeContractViolations } from './contract-check';

// Every API test is also a test of the contract: any answer it caused outside the documented ones fails it.
afterEach(() => {
  expect(takeContractViolations(), 'answers outside the API contract').toEqual([]);
});
