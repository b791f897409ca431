export { parseAnalysis } from './parseAnalysis.ts';
export { isValidAnalysis } from './checkValidity.ts';
