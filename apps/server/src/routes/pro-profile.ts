import type { FastifyPluginAsync } from 'fastify';
import { proProfileRoutes } from '../features/pro-profile/pro-profile.routes.ts';
import { findWalletCard, listWalletCards } from '../features/wallet/wallet.repository.ts';
import { toWalletCard } from '../features/wallet/wallet.service.ts';

/** The pro profile under /api, reading the golfer's saved cards from the wallet (features meet here). */
export const proProfileAreaRoutes: FastifyPluginAsync = async (app) => {
  await app.register(proProfileRoutes, {
    prefix: '/api',
    listCards: async (db, customerId) => (await listWalletCards(db, customerId)).map(toWalletCard),
    findCard: async (db, customerId, walletOptionId) => {
      const card = await findWalletCard(db, customerId, walletOptionId);
      return card && { id: card.id, token: card.token, brand: card.brand, lastFour: card.lastFour };
    },
  });
};
