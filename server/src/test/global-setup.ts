import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { shiftDateTo, TEST_NOW } from '@bayi/common/testing';
import { buildTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the API tests' database template lives: a PGlite dump file or a PostgreSQL database name. */
    dbTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrate and generate a small demo catalogue once; every test file starts from a copy of it,
 * so tests run on realistic data and stay independent.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  // The demo history ends on the suite's day, as the test workers' clocks read it (common/src/testing/setup-clock.ts),
  // a minute before they start: what a test writes is always newer than the demo's own rows.
  const restoreDate = shiftDateTo(new Date(Date.parse(TEST_NOW) - 60_000));
  const template = await buildTemplate(
    process.env.TEST_DATABASE_URL,
    path.join(os.tmpdir(), `bayi-test-${process.pid}.tar`),
  ).finally(restoreDate);
  project.provide('dbTemplate', template);
  console.log(
    `test database template (${template.kind}) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    if (template.kind === 'pglite') fs.rmSync(template.dumpPath, { force: true });
  };
}
