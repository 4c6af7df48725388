import type { FastifyInstance } from 'fastify';
import { basketMessages, checkoutSubmissionSchema, type CheckoutResult } from '@bayi/common';
import { errorBody, HttpError, parseInput } from '../../plugins/errors';
import { requireDealer } from '../../plugins/session';
import { idParam } from '../../lib/params';
import { objectBody } from '../../lib/object-body';
import type { CheckoutService } from './service';

export function registerCheckoutRoutes(app: FastifyInstance, deps: { checkout: CheckoutService }): void {
  const { checkout } = deps;

  // Not found carries notFound: true beside the usual error body, the flag the checkout screen reads.
  app.get('/basket/checkout/:id', async (request, reply) => {
    requireDealer(request);
    const { id } = parseInput(idParam, request.params);
    reply.header('Cache-Control', 'no-store');
    try {
      return await checkout.data(request.session.dealerId, id);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 404) {
        return reply.status(404).send({ ...errorBody(404, err.message), notFound: true });
      }
      throw err;
    }
  });

  app.post('/basket/checkout2/:id', async (request, reply) => {
    requireDealer(request);
    const { id } = parseInput(idParam, request.params);
    const input = parseInput(checkoutSubmissionSchema, objectBody(request.body));
    const result = await checkout.submit(request.session.dealerId, id, input);
    if (!result) {
      const body: CheckoutResult = { hasError: true, errors: { genel: basketMessages.orderNotFound } };
      return reply.status(404).send(body);
    }
    return result;
  });
}
