import { shiftDateTo, TEST_NOW } from './clock';

// Every API and unit test runs on the suite's own day (TEST_NOW), never the machine's: the demo data was made
// for that day (server/src/test/global-setup.ts), and the in-process server, PGlite's now() and the tests'
// expectations read it. Once per worker: a worker runs many files, and its clock only ever moves forward.
const shifted = Symbol.for('bayi.test-clock');
const holder = globalThis as { [shifted]?: true };
if (!holder[shifted]) {
  shiftDateTo(TEST_NOW);
  holder[shifted] = true;
}
