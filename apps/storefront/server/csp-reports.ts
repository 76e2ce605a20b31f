import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopAppEnv } from './app-env.js';
import { jsonValueOf } from './request-json.js';

/** Where browsers send Content-Security-Policy violation reports (J1). */
export const CSP_REPORT_PATH = '/csp-report';

const MAX_REPORT_BYTES = 16 * 1024;
/** At most this many reports are logged per minute, so a flood cannot fill the logs. */
const LOGGED_PER_MINUTE = 60;

// `report-uri` sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}].
const LegacyReportSchema = z.object({
  'csp-report': z.object({
    'effective-directive': z.string().optional(),
    'violated-directive': z.string().optional(),
    'blocked-uri': z.string().optional(),
    'document-uri': z.string().optional(),
  }),
});
const ReportingApiSchema = z.array(
  z.object({
    type: z.string(),
    body: z.object({
      effectiveDirective: z.string().optional(),
      blockedURL: z.string().optional(),
      documentURL: z.string().optional(),
    }),
  }),
);

export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
}

function violations(body: unknown): CspViolation[] {
  const legacy = LegacyReportSchema.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      {
        directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
        blocked: report['blocked-uri'] ?? '',
        page: report['document-uri'] ?? '',
      },
    ];
  }
  const modern = ReportingApiSchema.safeParse(body);
  if (!modern.success) return [];
  return modern.data
    .filter((report) => report.type === 'csp-violation')
    .map((report) => ({
      directive: report.body.effectiveDirective ?? '',
      blocked: report.body.blockedURL ?? '',
      page: report.body.documentURL ?? '',
    }));
}

/** Receives violation reports and logs them, rate-limited; always answers 204. */
export function cspReportReceiver(
  log: (violation: CspViolation) => void = (v) => console.warn('csp violation', v),
) {
  let windowStart = 0;
  let logged = 0;
  return async (c: Context<ShopAppEnv>): Promise<Response> => {
    const text = await c.req.text();
    if (text.length <= MAX_REPORT_BYTES) {
      const body = jsonValueOf(text);
      const now = Date.now();
      if (now - windowStart > 60_000) {
        windowStart = now;
        logged = 0;
      }
      for (const violation of violations(body)) {
        if (logged >= LOGGED_PER_MINUTE) break;
        logged += 1;
        log(violation);
      }
    }
    return new Response(null, { status: 204 });
  };
}
