import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Api } from './contract';
import { RequestValidationError } from './errors';

/**
 * Routes that take one uploaded file (media, imports, a quick-order list): the multipart parser lives in their
 * scope only, so every other route keeps answering JSON alone. One file and nothing else; a longer file is cut at
 * `maxBytes` and the route refuses it in Turkish (`part.file.truncated`).
 */
export function registerSingleFileRoutes(app: Api, maxBytes: number, routes: (api: Api) => void): void {
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: maxBytes } });
    // The handler streams the file itself, so no body schema parses it: the document learns the field from here.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, upload: { field: 'file', maxBytes } };
    });
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/**
 * The request's `file` part, undefined when the form holds no part at all. Not multipart, or a part under another
 * name: a Turkish 400 naming the `file` field.
 */
export async function singleFile(
  request: FastifyRequest,
  messages: { notMultipart: string; missing: string },
): Promise<MultipartFile | undefined> {
  const refuse = (message: string) => new RequestValidationError('body', message, { file: message });
  if (!request.isMultipart()) throw refuse(messages.notMultipart);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch (err) {
    // A text field, or a second part, where the one file should be: the form lacks its `file`, a 400 naming it
    // (the parser's own answer is a 413 about its limits, which tells the client nothing it can fix).
    const code = (err as { code?: string }).code;
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw refuse(messages.missing);
    throw err;
  }
  if (part && part.fieldname !== 'file') {
    part.file.resume();
    throw refuse(messages.missing);
  }
  return part;
}
