import { defineModule } from '../define-module';
import { registerAcknowledgementLinkRoutes, registerEscalationPolicyRoutes } from './routes';

/**
 * Escalation policies (issue 28 §2): their routes and the alerts' acknowledgement links. The steps themselves are
 * sent by the notification pipeline (notifications/delivery/escalation-steps.ts).
 */
export const escalationModule = defineModule(
  'escalation',
  { dependencies: ['auth', 'websites', 'incidents', 'notifications'] },
  async (app) => {
    registerEscalationPolicyRoutes(app);
    registerAcknowledgementLinkRoutes(app);
  },
);
