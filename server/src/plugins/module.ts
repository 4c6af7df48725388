import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Api } from './contract';

/** What every module is given: the database, the settings and the clock. */
export interface ModuleBase {
  database: Database;
  config: Config;
  now: () => Date;
}

/**
 * A server module as the app registers it: one Fastify plugin that builds the module's service from what it is
 * given (the base and the services of modules registered before it) and declares the module's routes. A service
 * other modules need is shared as a decoration of the app (`app.pricing`), which the composition (app.ts) hands
 * to the modules registered after it.
 *
 * The plugin is not encapsulated (fastify-plugin): its routes, hooks and decorations live on the app itself, as
 * when they were registered there directly, so every app-wide hook (sessions, access, CSRF, headers) covers them.
 */
export function modulePlugin<Options extends object = object>(
  name: string,
  register: (app: Api, options: ModuleBase & Options) => void | Promise<void>,
) {
  return fp(
    async (app: FastifyInstance, options: ModuleBase & Options) => {
      await register(app.withTypeProvider<ZodTypeProvider>(), options);
    },
    { name },
  );
}
