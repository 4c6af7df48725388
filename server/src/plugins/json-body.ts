import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeepMessage } from '@bayi/common';
import { HttpError } from './errors';

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but no deeper than `MAX_JSON_DEPTH`. The depth
 * is read from the text in one pass before parsing, so a body nested thousands of levels is a Turkish 400 before
 * anything walks it, instead of a stack overflow in whichever check walks it first.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, tooDeepMessage), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
