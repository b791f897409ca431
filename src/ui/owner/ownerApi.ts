import type { AnswerReading } from '../../engine/catalogue/answerReadings.ts';

/** The owner API's answers as the dashboard reads them (server/owner/ownerRoutes.ts). */
export interface FlowSummary {
  id: string;
  title: string;
  steps: { screen: string; step: string; title: string }[];
}
export interface Funnel {
  flow: string;
  started: number;
  completed: number;
  steps: { screen: string; step: string; views: number; completions: number }[];
}
export interface Details {
  steps: { screen: string; step: string; medianMs: number | null; abandoned: number }[];
  analyses: { outcome: string; errorKind: string | null; count: number }[];
}

/** One collected response (server/completions/responses.ts), its time as JSON writes a date. */
export interface CollectedResponse {
  id: string;
  createdAt: string;
  score: number | null;
  answers: Record<string, unknown>;
  /** Its answers as question and chosen label, in the flow's order (the server reads the flow's catalogue). */
  readings: AnswerReading[];
}
export interface Responses {
  collects: boolean;
  responses: CollectedResponse[];
}
/** One webhook message with its attempts (server/webhooks/webhookQueue.ts). */
export interface Delivery {
  id: string;
  flowId: string;
  createdAt: string;
  state: string;
  attempts: { at: string; status: number | null; error: string | null; ms: number }[];
}

class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
  return body?.error?.message ?? `The server answered ${response.status}.`;
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`/api/owner${path}`, { credentials: 'same-origin', ...init });
  if (!response.ok) throw new OwnerApiError(response.status, await messageOf(response));
  return response;
}

export const ownerApi = {
  signedIn: async () => {
    try {
      await call('/session');
      return true;
    } catch (error) {
      if (error instanceof OwnerApiError && error.status === 401) return false;
      throw error;
    }
  },
  signIn: (password: string) =>
    call('/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    }),
  signOut: () => call('/session', { method: 'DELETE' }),
  flows: async () => (await (await call('/flows')).json()) as FlowSummary[],
  responses: async (flow: string) =>
    (await (await call(`/responses?${new URLSearchParams({ flow }).toString()}`)).json()) as Responses,
  /** The CSV with labels as chosen, or with `codes` the values as stored. */
  responsesCsvHref: (flow: string, values: 'labels' | 'codes' = 'labels') =>
    `/api/owner/responses.csv?${new URLSearchParams(values === 'codes' ? { flow, values } : { flow }).toString()}`,
  deleteResponse: (id: string) => call(`/responses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  deliveries: async () => ((await (await call('/webhooks')).json()) as { deliveries: Delivery[] }).deliveries,
  report: async (flow: string, from: string, to: string) => {
    const query = `?${new URLSearchParams({ flow, from, to }).toString()}`;
    const [funnel, details] = await Promise.all([call(`/funnel${query}`), call(`/details${query}`)]);
    return { funnel: (await funnel.json()) as Funnel, details: (await details.json()) as Details };
  },
};
