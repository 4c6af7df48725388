import fs from 'node:fs';

/**
 * Command-line tools run through `npm run … -w server`, which starts them inside server/. npm keeps
 * the folder the command was typed in as INIT_CWD: going back there makes a relative DATA_DIR and
 * the .env file mean what they mean for `npm start` at the repository root.
 */
export function prepareCliEnvironment(): void {
  const typedIn = process.env.INIT_CWD;
  if (typedIn && fs.existsSync(typedIn)) process.chdir(typedIn);
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
}

/** A refusal the user can act on: printed without a stack trace. */
export class CliError extends Error {}

/** Runs a command-line tool: known refusals print their message, anything else its stack; both exit 1. */
export function runCli(main: () => Promise<void>, knownErrors: (new (...args: never[]) => Error)[] = []): void {
  main().catch((err: unknown) => {
    if (err instanceof CliError || knownErrors.some((type) => err instanceof type))
      console.error((err as Error).message);
    else console.error(err);
    process.exitCode = 1;
  });
}
