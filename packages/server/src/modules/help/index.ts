import { helpRoutes } from '@hlidka/contract';
import { AppError } from '../../http/app-error';
import { ok, registerRoute } from '../../http/register-route';
import { authMessages } from '../auth/messages';
import { perIp } from '../auth/rate-limits';
import { findUserById } from '../auth/users';
import { defineModule } from '../define-module';
import { submitHelpRequest } from './service';

const sent = {
  cs: 'Děkujeme, zprávu jsme přijali. Potvrzení jsme vám poslali e-mailem.',
  en: 'Thank you, we have received your message. We have sent you a confirmation by e-mail.',
};
const stored = {
  cs: 'Děkujeme, zprávu jsme přijali. Odpovíme vám e-mailem.',
  en: 'Thank you, we have received your message. We will reply by e-mail.',
};

/** The help centre's contact form (issue #10 §5); the articles are bundled in the app. */
export const helpModule = defineModule('help', { dependencies: ['auth'] }, async (app) => {
  registerRoute(
    app,
    helpRoutes.contact,
    async (request) => {
      const user = await findUserById(app.db, request.auth.userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
      const data = await submitHelpRequest(
        {
          db: app.db,
          mailer: app.mailer,
          supportAddress: app.config.supportEmail,
          log: request.log,
          now: () => app.clock.now(),
        },
        { body: request.body, userId: request.auth.userId, accountEmail: user.email, language: request.language },
      );
      return ok(data, { message: data.confirmationSent ? sent : stored });
    },
    perIp(10, 60),
  );
});
