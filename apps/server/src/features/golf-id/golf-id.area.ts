import type { FastifyPluginAsync } from 'fastify';
import { SandboxGolfIdProvider } from './sandbox-provider.ts';
import { sandboxGolfIdRoutes } from './sandbox.routes.ts';

/** The sandbox golf-ID sign-in page outside /api, when the sandbox is the provider. */
export const golfIdArea: FastifyPluginAsync<{ defaultAlias: string }> = async (app, { defaultAlias }) => {
  const provider = app.accounts.golfId;
  if (provider instanceof SandboxGolfIdProvider) {
    await app.register(sandboxGolfIdRoutes(provider, { defaultAlias, originOf: app.accounts.originOf }));
  }
};
