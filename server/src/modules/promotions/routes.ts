import { promotionQuerySchema, promotionResponseSchema } from '@bayi/common';
import { refusals, type Api } from '../../plugins/contract';
import type { PromotionsService } from './service';

// The storefront's promotions are documented with the catalogue they sit beside on the home page.
const tags = ['Katalog'];

/** The storefront's promotions: the home page's carousel, modal banner and tiles. */
export function registerPromotionRoutes(app: Api, deps: { promotions: PromotionsService }): void {
  const { promotions } = deps;

  app.get(
    '/promotion/GetPromotion',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Kampanya: 10 slider, 40 açılır pencere, 50 banner',
        querystring: promotionQuerySchema,
        response: { 200: promotionResponseSchema, ...refusals(400) },
      },
    },
    async (request) => promotions.promotion(request.query.type, request.query.viewType ?? null),
  );
}
