import { AnalysisError } from '../AnalysisError.ts';
import { runAnalysis, type AnalysisDependencies, type AnalysisOutcome, type AnalysisRequest } from './runAnalysis.ts';

export interface AnalysisRunner {
  /** Whether an analysis is in flight. */
  readonly running: boolean;
  /** Rejects with code 'busy' while another run on this runner is in flight (a double submit). */
  run: (request: AnalysisRequest) => Promise<AnalysisOutcome>;
}

const busyMessage = 'An analysis is already running';

/** A runner per screen: it lets one analysis run at a time, whatever the UI's button state says. */
export function createAnalysisRunner(dependencies: AnalysisDependencies = {}): AnalysisRunner {
  let running = false;
  return {
    get running() {
      return running;
    },
    async run(request) {
      if (running) throw new AnalysisError('busy', busyMessage);
      running = true;
      try {
        return await runAnalysis(request, dependencies);
      } finally {
        running = false;
      }
    },
  };
}
