// Dev-only: `npx vite src/ui/steps/dev` renders every step view for eyeballing on phone/desktop.
import { createRoot } from 'react-dom/client';
import { StepsHarness } from './StepsHarness.tsx';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StepsHarness />);
