/** The sandbox mail catcher (DESIGN.md "sandbox outbox"): the codes that would have been mailed. */
import { sandboxOutboxQuerySchema, sandboxOutboxSchema, type SandboxOutboxQuery } from 'shared-kernel/domain';
import { normalizeEmail } from '../auth/login';
import { defineRoute } from '../http/route';
import { isSandboxOperator, operatorOrPersona, requireOperatorOrSelf } from './operator';

export const sandboxOutboxRoute = defineRoute<{ Querystring: SandboxOutboxQuery }>({
  method: 'GET',
  url: '/api/sandbox/outbox',
  family: 'sandbox',
  auth: 'none',
  // The dev mail catcher is read by people and test runners, not the web app.
  apiKey: false,
  // A persona reads its code between the password (weak session) and the code step.
  // The code is read between password and code: a weak session of the persona itself.
  callerGuard: operatorOrPersona('weak'),
  schema: {
    summary:
      'Sandbox mail catcher: codes sent to an email, newest first (local and sandbox only; the operator all, a persona those of its own session)',
    querystring: sandboxOutboxQuerySchema,
    response: { 200: sandboxOutboxSchema },
  },
  async handler(request) {
    const email = normalizeEmail(request.query.email);
    requireOperatorOrSelf(request, email);
    let query = request.server.db
      .selectFrom('outbox')
      .select(['email', 'code', 'purpose', 'created_at'])
      .where('email', '=', email);
    // A persona sees the codes of the session it reads with only: a parallel login of the same persona (another
    // device, another test worker) never hands it a code that its own code step would count as a failure.
    if (!isSandboxOperator(request)) query = query.where('session_id', '=', request.ctx.sessionId ?? '');
    const rows = await query.orderBy('id', 'desc').limit(50).execute();
    return rows.map((row) => ({
      email: row.email,
      code: row.code,
      purpose: row.purpose,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  },
});
