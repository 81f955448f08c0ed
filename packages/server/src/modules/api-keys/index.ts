import { defineModule } from '../define-module';
import { registerApiKeyRoutes } from './routes';

/** API keys for scripts (`Authorization: Bearer hk_…`). */
export const apiKeysModule = defineModule('api-keys', { dependencies: ['auth'] }, async (app) => {
  registerApiKeyRoutes(app);
});
