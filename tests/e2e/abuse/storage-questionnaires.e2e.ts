/** Tampered session storage for the keys questionnaires write; see support/tamperedStorage.ts. */
import { describeTamperedStorage } from './support/tamperedStorage.ts';

describeTamperedStorage('questionnaire');
