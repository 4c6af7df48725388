import type { BasketRepository } from './repository';

export function createBasketService(repo: BasketRepository) {
  return {
    /** The header's basket count: how many different products are in the basket. */
    productCount: (userId: number) => repo.lineCount(userId),
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
