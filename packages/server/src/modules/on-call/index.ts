import { defineModule } from '../define-module';
import { registerOnCallRoutes } from './routes';

/** On-call schedules (issue 28 §1): layers, rotations, overrides, who is on call, the iCal feed. README.md. */
export const onCallModule = defineModule('on-call', { dependencies: ['auth', 'teams'] }, async (app) => {
  registerOnCallRoutes(app);
});
